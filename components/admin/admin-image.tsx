"use client";

import Image from "next/image";
import { useState } from "react";
import { imageSrc, isPlaceholderImage, placeholderImagePath } from "@/lib/images";
import { cn } from "@/lib/utils";

/**
 * An image of the back office that fills its (positioned) box: a path of the site ('uploads/a.webp' is resolved to
 * '/uploads/a.webp') is resized by next/image; an image from elsewhere (http URL) and the placeholder (an SVG, which
 * the optimizer refuses) are shown as they are. An image that fails to load (a file removed from storage, a dead
 * link, an address the site's Content-Security-Policy does not allow) is replaced by the placeholder carrying
 * `title` (the alt text by default), never shown broken.
 */
export function AdminImage({
  src,
  alt,
  title = alt,
  sizes,
  className,
  priority,
}: {
  src: string | null | undefined;
  alt: string;
  title?: string;
  sizes: string;
  className?: string;
  priority?: boolean;
}) {
  const [brokenSrc, setBrokenSrc] = useState<string | null | undefined>(null);
  const broken = src != null && brokenSrc === src;
  const resolved = broken ? placeholderImagePath(title) : imageSrc(src, title);
  return (
    <Image
      src={resolved}
      alt={alt}
      fill
      sizes={sizes}
      priority={priority}
      unoptimized={isPlaceholderImage(resolved) || /^https?:\/\//i.test(resolved)}
      onError={() => setBrokenSrc(src)}
      data-broken={broken || undefined}
      className={cn("object-cover", className)}
    />
  );
}
