import Image from "next/image";
import { imageSrc, isPlaceholderImage } from "@/lib/images";
import { cn } from "@/lib/utils";

/**
 * An item's image through next/image (responsive sizes, AVIF/WebP), or the generated placeholder carrying its
 * title when it has none (an SVG, served as is). Decorative (no `alt`) unless it is content of its own, such as a
 * project's gallery, whose title is not beside it.
 */
export function CoverImage({
  src,
  title,
  alt = "",
  sizes,
  priority = false,
  className,
}: {
  src: string | null | undefined;
  title: string;
  alt?: string;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  const resolved = imageSrc(src, title);
  return (
    <Image
      src={resolved}
      alt={alt}
      fill
      sizes={sizes}
      priority={priority}
      unoptimized={isPlaceholderImage(resolved)}
      className={cn("object-cover", className)}
    />
  );
}
