"use client";

import { useEffect, useRef, useState } from "react";
import { afterLoadWhenIdle } from "./after-load";

const SOURCES = [
  { src: "/videos/hero.webm", type: "video/webm" },
  { src: "/videos/hero.mp4", type: "video/mp4" },
];

/**
 * The hero's muted, looping background video, over its poster image (rendered by the hero). The video element
 * itself is created once the page has loaded and the browser is idle, so that neither its download nor its
 * rendering slows the page, and never when the visitor prefers reduced motion or saves data.
 */
export function HeroVideo({ poster }: { poster: string }) {
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)");
    const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData;
    if (reducedMotion.matches || saveData) return;
    const cancelStart = afterLoadWhenIdle(() => setPlaying(true));
    const onMotionChange = () => reducedMotion.matches && video.current?.pause();
    reducedMotion.addEventListener("change", onMotionChange);
    return () => {
      cancelStart();
      reducedMotion.removeEventListener("change", onMotionChange);
    };
  }, []);

  if (!playing) return null;
  return (
    // Autoplay refused (battery saver…): the poster stays.
    <video
      ref={video}
      aria-hidden
      tabIndex={-1}
      className="absolute inset-0 size-full object-cover"
      poster={poster}
      autoPlay
      muted
      loop
      playsInline
    >
      {SOURCES.map((source) => (
        <source key={source.type} src={source.src} type={source.type} />
      ))}
    </video>
  );
}
