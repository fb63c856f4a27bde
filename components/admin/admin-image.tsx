import Image from "next/image";
import { imageSrc } from "@/lib/images";
import { cn } from "@/lib/utils";

/**
 * An image that fills its (positioned) box: a path of the site ('uploads/a.webp' is resolved to '/uploads/a.webp')
 * is resized by next/image; an image from elsewhere (http URL) is shown as it is.
 */
export function AdminImage({
  src,
  alt,
  sizes,
  className,
}: {
  src: string;
  alt: string;
  sizes: string;
  className?: string;
}) {
  const resolved = imageSrc(src, alt);
  return (
    <Image
      src={resolved}
      alt={alt}
      fill
      sizes={sizes}
      unoptimized={/^https?:\/\//i.test(resolved)}
      className={cn("object-cover", className)}
    />
  );
}
