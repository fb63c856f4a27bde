import { imageSrc, isPlaceholderImage } from "@/lib/images";
import { cn } from "@/lib/utils";
import { OptimizedImage } from "./optimized-image";

/**
 * An item's image through the image optimizer (responsive sizes, AVIF/WebP), or the generated placeholder carrying its
 * title when it has none (an SVG, served as is). Decorative (no `alt`) unless it is content of its own, such as a
 * project's gallery, whose title is not beside it.
 */
export function CoverImage({
  src,
  title,
  alt = "",
  sizes,
  preload = false,
  className,
}: {
  src: string | null | undefined;
  title: string;
  alt?: string;
  sizes: string;
  preload?: boolean;
  className?: string;
}) {
  const resolved = imageSrc(src, title);
  return (
    <OptimizedImage
      src={resolved}
      alt={alt}
      fill
      sizes={sizes}
      preload={preload}
      unoptimized={isPlaceholderImage(resolved)}
      className={cn("object-cover", className)}
    />
  );
}
