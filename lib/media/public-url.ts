// Where visitors' browsers fetch the original of an upload. Stored paths stay "/uploads/<uuid>.webp" whatever the
// storage; the HTML the public site sends rewrites them here, in one place, when MEDIA_PUBLIC_URL names a public
// bucket or a CDN. next/image is not concerned: its optimizer reads the app's own /uploads route.
import { storageEnv } from "@/lib/env";
import { parseStoredName, storageKey } from "@/lib/media/rules";

/** MEDIA_PUBLIC_URL without its trailing slash, or null when uploads are served by the app. */
function mediaPublicBase(): string | null {
  return storageEnv().MEDIA_PUBLIC_URL ?? null;
}

/**
 * The address of an upload's original for the public site: the object of its version in the bucket,
 * `${MEDIA_PUBLIC_URL}/<key>`, when MEDIA_PUBLIC_URL is set ('/uploads/<uuid>.v1.webp' is stored as '<uuid>.webp',
 * '/uploads/<uuid>.v2.webp' as itself), else the path as given (the app's /uploads route). An image's own name
 * ('/uploads/<uuid>.webp', what articles store) stays on the app, which answers its current bytes: its version-1 object
 * is deleted once the file is replaced, and only the library knows the current version (public pages give it:
 * lib/media/public.ts). Anything that is not an upload the pipeline wrote (site images, placeholders, frames, absolute
 * URLs) is returned unchanged.
 */
export function publicMediaUrl(pathOrUrl: string, base = mediaPublicBase()): string {
  const name = base && pathOrUrl.startsWith("/") ? parseStoredName(pathOrUrl) : null;
  return name?.version ? `${base}/${storageKey(name.filename, name.version)}` : pathOrUrl;
}

/** The origin of MEDIA_PUBLIC_URL (for the Content-Security-Policy's img-src), or null when uploads are served by the app. */
export function publicMediaOrigin(base = mediaPublicBase()): string | null {
  return base ? new URL(base).origin : null;
}
