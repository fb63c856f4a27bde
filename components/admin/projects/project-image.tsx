"use client";

import Image from "next/image";
import { useState } from "react";
import { imageSrc, isPlaceholderImage, placeholderImagePath } from "@/lib/images";
import { cn } from "@/lib/utils";

/**
 * A project image in the back office. An image that fails to load (a file removed from storage, a dead link)
 * is replaced by the placeholder carrying the title. External links are shown as they are (not optimised).
 */
export function ProjectImage({
  src,
  title,
  alt = "",
  sizes,
  className,
  priority,
}: {
  src: string | null | undefined;
  title: string;
  alt?: string;
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
