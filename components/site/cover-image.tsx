import Image from "next/image";
import { imageSrc, isPlaceholderImage } from "@/lib/images";
import { cn } from "@/lib/utils";

/**
 * An item's image through next/image (responsive sizes, AVIF/WebP), or the generated placeholder carrying its
 * title when it has none (an SVG, served as is).
 */
export function CoverImage({
  src,
  title,
  sizes,
  priority = false,
  className,
}: {
  src: string | null | undefined;
  title: string;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  const resolved = imageSrc(src, title);
  return (
    <Image
      src={resolved}
      alt=""
      fill
      sizes={sizes}
      priority={priority}
      unoptimized={isPlaceholderImage(resolved)}
      className={cn("object-cover", className)}
    />
  );
}
