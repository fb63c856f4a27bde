"use client";

import dynamic from "next/dynamic";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { clsx } from "clsx";

// The forms' code (react-hook-form, zod, the fields) is not part of the pages' first load: it is fetched when the
// form comes near the screen. Each box keeps the form's height meanwhile, so that nothing moves when it appears.
const ContactForm = dynamic(() => import("./contact-form"), { ssr: false, loading: () => <FormSkeleton fields={4} /> });
const NewsletterForm = dynamic(() => import("./newsletter-form"), {
  ssr: false,
  loading: () => <FormSkeleton fields={1} />,
});

function FormSkeleton({ fields }: { fields: number }) {
  return (
    <div aria-busy="true" className="grid gap-4">
      <span className="sr-only">Chargement du formulaire…</span>
      {Array.from({ length: fields }, (_, index) => (
        <Skeleton key={index} aria-hidden className="h-9 w-full" />
      ))}
    </div>
  );
}

/** Renders `children` once its box is within 800 px of the screen. */
function WhenNearScreen({ children, className, fields }: { children: ReactNode; className: string; fields: number }) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: "800px 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={box} className={className}>
      {near ? children : <FormSkeleton fields={fields} />}
    </div>
  );
}

export function LazyContactForm() {
  return (
    <WhenNearScreen fields={4} className="min-h-[27rem] sm:min-h-[22.5rem]">
      <ContactForm />
    </WhenNearScreen>
  );
}

export function LazyNewsletterForm({ className }: { className?: string }) {
  return (
    <WhenNearScreen fields={1} className={clsx("flex min-h-[6.25rem] w-full justify-center sm:min-h-11", className)}>
      <NewsletterForm />
    </WhenNearScreen>
  );
}
