/** The gallery of the project form: its images and which one is featured (the spec's rules, section 5). */
export interface Gallery {
  images: string[];
  featuredImageIndex: number;
}

/** The last remaining image cannot be removed. */
export function canRemoveImage(gallery: Gallery): boolean {
  return gallery.images.length > 1;
}

/**
 * Removes the image at `index`: an image before the featured one shifts the featured index down by one; removing
 * the featured image makes the first one featured. The last remaining image stays.
 */
export function removeImage(gallery: Gallery, index: number): Gallery {
  if (!canRemoveImage(gallery) || index < 0 || index >= gallery.images.length) return gallery;
  const images = gallery.images.filter((_, position) => position !== index);
  const featured = gallery.featuredImageIndex;
  const featuredImageIndex = index === featured ? 0 : index < featured ? featured - 1 : featured;
  return { images, featuredImageIndex: capFeaturedIndex(featuredImageIndex, images.length) };
}

export function addImages(gallery: Gallery, paths: readonly string[]): Gallery {
  return { ...gallery, images: [...gallery.images, ...paths] };
}

/** The featured index as saved: never past the last image, never negative. */
export function capFeaturedIndex(index: number, imageCount: number): number {
  return Math.max(0, Math.min(index, imageCount - 1));
}

/** The featured image of a project (its card, its page's hero, its preview): the chosen one, else the first. */
export function featuredImage(gallery: Gallery): string | undefined {
  return gallery.images[capFeaturedIndex(gallery.featuredImageIndex, gallery.images.length)];
}

/** A project's images with the featured one first: the public page shows it as the hero, then the others. */
export function featuredFirst(gallery: Gallery): string[] {
  const featured = capFeaturedIndex(gallery.featuredImageIndex, gallery.images.length);
  return gallery.images.length === 0
    ? []
    : [gallery.images[featured]!, ...gallery.images.filter((_, index) => index !== featured)];
}
