import { ApiError, apiRoute } from "@/lib/api";
import { servedLocale } from "@/lib/i18n/locales";
import { getOgImage } from "@/lib/og";
import type { OgImageKind } from "@/lib/og/rules";

const KINDS: readonly OgImageKind[] = ["page", "blog", "projects"];

/**
 * GET /og/{page|blog|projects}/{key}[?lang=en]: the Open Graph image of a page without an image of its own (lib/og),
 * in the page's language (French when `lang` names none the site serves). Drawn once and cached until the page's
 * data changes; crawlers and proxies may keep it for an hour.
 */
export const GET = apiRoute(async (request, { params }: RouteContext<"/og/[kind]/[key]">) => {
  const { kind, key } = await params;
  if (!(KINDS as string[]).includes(kind)) throw ApiError.notFound("Image introuvable.");
  const locale = servedLocale(new URL(request.url).searchParams.get("lang"));
  const image = await getOgImage(kind as OgImageKind, key, locale);
  if (image.status !== 200)
    throw image.status === 404 ? ApiError.notFound("Image introuvable.") : ApiError.unavailable();
  return new Response(image.png as Uint8Array<ArrayBuffer>, {
    headers: {
      "Content-Type": "image/png",
      "Cache-Control": "public, max-age=3600, stale-while-revalidate=86400",
    },
  });
});
