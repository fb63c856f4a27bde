import { absoluteUrl } from "@/lib/site";

/** Path of the generated placeholder image that carries a title (served by app/placeholder/[title]). */
export function placeholderImagePath(title: string): string {
  return `/placeholder/${encodeURIComponent(title.trim() || "Image")}`;
}

export function isPlaceholderImage(src: string): boolean {
  return src.startsWith("/placeholder/");
}

/**
 * The image to show for an item: its own image as a site path ('uploads/a.webp' → '/uploads/a.webp'),
 * an absolute URL as is, or the placeholder carrying the title when there is no image.
 */
export function imageSrc(src: string | null | undefined, title: string): string {
  const value = src?.trim();
  if (!value) return placeholderImagePath(title);
  if (/^https?:\/\//i.test(value)) return value;
  return value.startsWith("/") ? value : `/${value}`;
}

/** The same image as an absolute URL (Open Graph, JSON-LD, feeds, e-mails). */
export function absoluteImageUrl(src: string | null | undefined, title: string): string {
  return absoluteUrl(imageSrc(src, title));
}
