import "server-only";
import satori from "satori";
import sharp from "sharp";
import { getPublishedPost } from "@/lib/blog";
import { parseId } from "@/lib/ids";
import { getPageSeo } from "@/lib/page-seo";
import { STATIC_PAGE_KEYS, type StaticPageKey } from "@/lib/page-seo/catalog";
import { staticPageDefaults } from "@/lib/page-seo/defaults";
import { getPublishedProject } from "@/lib/projects";
import { getSiteSettings } from "@/lib/settings";
import { baseFonts, fallbackFonts } from "./fonts";
import type { Locale } from "@/lib/i18n/locales";
import { OG_IMAGE_SIZE, type OgImageKind } from "./rules";

// The site's look, in the sRGB that Satori (behind next/og) understands: app/globals.css's light theme, whose
// colours are written in oklch (--brand-dark, --primary, --border).
const BRAND_DARK = "#0f182b";
const PRIMARY = "#ca3500";
const LIGHT_TEXT = "#d1d5dc";

type Loaded<T> = { ok: true; title: T } | { ok: false };

/**
 * The title an image shows, that of the page in its language, from the same cached reads as the page: null when the
 * page does not exist in that language.
 */
async function titleOf(kind: OgImageKind, key: string, locale: Locale): Promise<Loaded<string | null>> {
  if (kind === "blog") {
    const loaded = await getPublishedPost(key, locale);
    return loaded.ok ? { ok: true, title: loaded.data?.title ?? null } : { ok: false };
  }
  if (kind === "projects") {
    const id = parseId(key);
    if (id === null) return { ok: true, title: null };
    const loaded = await getPublishedProject(id, locale);
    return loaded.ok ? { ok: true, title: loaded.data?.project.title ?? null } : { ok: false };
  }
  if (!(STATIC_PAGE_KEYS as string[]).includes(key)) return { ok: true, title: null };
  const page = key as StaticPageKey;
  const [fields, settings] = await Promise.all([getPageSeo(locale), getSiteSettings()]);
  const title = fields[page]?.metaTitle || staticPageDefaults(page, settings.companyName, locale).title;
  return { ok: true, title };
}

export type OgImage = { status: 200; png: Uint8Array } | { status: 404 | 503 };

/**
 * The PNG (1200×630) of a page without an image of its own: its title on the site's dark brand background, the
 * company's name and the primary colour's rule. Cached with the reads it makes, so a page's new title draws a new one.
 */
export async function getOgImage(kind: OgImageKind, key: string, locale: Locale): Promise<OgImage> {
  "use cache";
  const [loaded, settings] = await Promise.all([titleOf(kind, key, locale), getSiteSettings()]);
  if (!loaded.ok) return { status: 503 };
  if (!loaded.title) return { status: 404 };
  const title = loaded.title;
  const svg = await satori(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: "72px 80px",
        background: BRAND_DARK,
        color: "#ffffff",
        fontFamily: "Inter",
      }}
    >
      <div style={{ display: "flex", width: 120, height: 10, borderRadius: 5, background: PRIMARY }} />
      <div
        style={{
          display: "block",
          fontSize: titleSize(title),
          fontWeight: 700,
          lineHeight: 1.15,
          letterSpacing: "-0.02em",
          lineClamp: 5,
          overflow: "hidden",
        }}
      >
        {title}
      </div>
      <div style={{ display: "flex", fontSize: 30, fontWeight: 400, color: LIGHT_TEXT }}>{settings.companyName}</div>
    </div>,
    {
      ...OG_IMAGE_SIZE,
      fonts: await baseFonts(),
      // Satori asks here for what Inter lacks (emoji, Arabic, CJK…): fonts shipped with the app, never the network
      // (next/og's ImageResponse would fetch them from public CDNs, and fail without them).
      loadAdditionalAsset: (_language, text) => fallbackFonts(text),
    },
  );
  return { status: 200, png: new Uint8Array(await sharp(Buffer.from(svg)).png().toBuffer()) };
}

/** The title's size: smaller as it grows, so that up to 200 characters fit in five lines. */
function titleSize(title: string): number {
  const length = [...title].length;
  return length > 120 ? 44 : length > 70 ? 56 : 68;
}
