import { getImageProps, type ImageProps } from "next/image";
import { preload as preloadResource } from "react-dom";

/**
 * next/image's `<img>` (the optimizer's responsive `srcset`, lazy loading unless preloaded) rendered on the server,
 * without its client component: public pages ship no script for their images. A preloaded image gets the same
 * `<link rel="preload">` as next/image gives it.
 */
export function OptimizedImage({ preload = false, ...props }: ImageProps) {
  const { props: image } = getImageProps({ ...props, preload });
  if (preload) {
    preloadResource(image.src, {
      as: "image",
      imageSrcSet: image.srcSet,
      imageSizes: image.sizes,
      fetchPriority: image.fetchPriority,
    });
  }
  // eslint-disable-next-line @next/next/no-img-element -- the element next/image itself renders, from getImageProps
  return <img {...image} alt={image.alt} />;
}
