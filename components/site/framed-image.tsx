import { getTranslations } from "@/lib/i18n/server";
import type { PublicImage } from "@/lib/media/public-image";
import { cn } from "@/lib/utils";
import { CoverImage } from "./cover-image";

/**
 * An image in its frame (a box of the shape its library frame was cut to), in a <figure> with the library's caption
 * and credit when it has either. `fallbackAlt` names an image the library does not describe (a site image).
 */
export async function FramedImage({
  image,
  title,
  fallbackAlt = "",
  sizes,
  preload,
  className,
  frameClassName,
  frameTestId,
}: {
  image: PublicImage | null;
  title: string;
  fallbackAlt?: string;
  sizes: string;
  preload?: boolean;
  className?: string;
  frameClassName: string;
  frameTestId?: string;
}) {
  const frame = (
    <div className={cn("relative overflow-hidden bg-muted", frameClassName)} data-testid={frameTestId}>
      <CoverImage src={image?.src} title={title} alt={image?.alt ?? fallbackAlt} sizes={sizes} preload={preload} />
    </div>
  );
  if (!image?.caption && !image?.credit) return <div className={className}>{frame}</div>;
  const t = await getTranslations("Article");
  return (
    <figure className={className}>
      {frame}
      <figcaption className="mt-2 text-sm text-muted-foreground">
        {image.caption}
        {image.caption && image.credit && " "}
        {image.credit && <span>{t("imageCredit", { credit: image.credit })}</span>}
      </figcaption>
    </figure>
  );
}
