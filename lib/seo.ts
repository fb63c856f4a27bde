import "server-only";
import type { Metadata } from "next";
import { AGENCY_LOCATION } from "@/lib/agency";
import { getPublicMedia } from "@/lib/media/public";
import { type MediaViews, NO_MEDIA, publicImage } from "@/lib/media/public-image";
import { publicMediaUrl } from "@/lib/media/public-url";
import { OG_IMAGE_SIZE, type OgImageRef, ogImagePath } from "@/lib/og/rules";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import { contentLanguageVersions, languageVersions, localizedPath } from "@/lib/i18n/paths";
import { getLocale, getTranslations } from "@/lib/i18n/server";
import { getPageSeo } from "@/lib/page-seo";
import { STATIC_PAGES, type StaticPageKey } from "@/lib/page-seo/catalog";
import { DEFAULT_SHARE_IMAGE, resolveSeo, type SeoDefaults, type SeoFields } from "@/lib/seo-fields";
import { getSiteSettings } from "@/lib/settings";
import type { SiteSettingsView } from "@/lib/settings/defaults";
import { absoluteUrl } from "@/lib/site";

export { DEFAULT_SHARE_IMAGE } from "@/lib/seo-fields";

export interface PageSeo {
  /** The page's own title; the layout appends the company name, unless `absoluteTitle`. */
  title: string;
  absoluteTitle?: boolean;
  description: string;
  /** The page's French path, e.g. '/projects/12': its canonical address in the language being rendered. */
  path: string;
  /**
   * Whether the page exists in every language the site serves (a page whose text is in the code), so that each
   * language's version names the others (hreflang). An article's or a project's translations are its content's.
   */
  inEveryLanguage?: boolean;
  /**
   * An article's or a project's address in each language where it is published (French paths, its own included): the
   * hreflang links between them.
   */
  versions?: Partial<Record<Locale, string>>;
  image?: { url: string; width?: number; height?: number; alt?: string };
  /** The image the server draws for the page (lib/og: its title in the site's look), shared when it has no image. */
  generatedImage?: OgImageRef;
  type?: "website" | "article";
  publishedTime?: string;
  modifiedTime?: string;
  authors?: string[];
  /** Kept out of search results (error states). */
  noIndex?: boolean;
  /** Announces the blog's RSS feed (blog pages). */
  rssFeed?: boolean;
}

export const RSS_FEED_PATH = "/blog/rss.xml";

/**
 * A stored image as pages share it: a library image's 1200 × 630 frame around its focal point, at its current version,
 * with its alternative text; anything else as stored.
 */
export function shareImageOf(media: MediaViews, path: string): NonNullable<PageSeo["image"]> {
  const image = publicImage(media, path, "og")!;
  return {
    url: image.src,
    ...(image.width ? { width: image.width, height: image.height } : {}),
    ...(image.alt ? { alt: image.alt } : {}),
  };
}

/**
 * The title, description, image and robots of a page from its SEO fields, each empty one taken from `defaults`
 * (title, excerpt or description, cover), the image framed by the library (`media`: getPublicMedia of the page's
 * images). The title is then the whole <title>: the editor wrote it for search results.
 */
export function seoOf(
  fields: Partial<SeoFields> | null | undefined,
  defaults: SeoDefaults,
  media: MediaViews = NO_MEDIA,
): Pick<PageSeo, "title" | "absoluteTitle" | "description" | "image" | "noIndex"> {
  const seo = resolveSeo(fields, defaults);
  return {
    title: seo.title,
    absoluteTitle: Boolean(fields?.metaTitle),
    description: seo.description,
    image: seo.image ? shareImageOf(media, seo.image) : undefined,
    noIndex: seo.noIndex,
  };
}

/** The site's share image ('Image de partage du site' in the settings), else the one the site ships. */
export async function siteShareImage(settings: Pick<SiteSettingsView, "shareImage">) {
  if (!settings.shareImage) return DEFAULT_SHARE_IMAGE;
  return shareImageOf(await getPublicMedia([settings.shareImage]), settings.shareImage);
}

/**
 * The image a shared page shows (Open Graph, Twitter card), else the site's (`fallback`): crawlers fetch the original,
 * from the public bucket or CDN when there is one.
 */
export function shareImage(
  page: Pick<PageSeo, "title" | "image" | "generatedImage">,
  fallback: NonNullable<PageSeo["image"]> = DEFAULT_SHARE_IMAGE,
  locale: Locale = DEFAULT_LOCALE,
): NonNullable<PageSeo["image"]> {
  if (!page.image && page.generatedImage)
    return { alt: page.title, url: ogImagePath(page.generatedImage, locale), ...OG_IMAGE_SIZE };
  const image = page.image ?? fallback;
  return { alt: page.title, ...image, url: publicMediaUrl(image.url) };
}

/**
 * A page whose text is in the code, with the SEO fields saved for it on 'Référencement des pages': each empty field
 * keeps what the page gives (`page`).
 */
export async function withPageSeo(key: StaticPageKey, page: PageSeo): Promise<PageSeo> {
  const fields = (await getPageSeo(await getLocale()))[key];
  const media = await getPublicMedia([fields?.socialImage]);
  const seo = seoOf(fields, { title: page.title, description: page.description, image: page.image?.url }, media);
  return {
    ...page,
    ...seo,
    absoluteTitle: page.absoluteTitle || seo.absoluteTitle,
    noIndex: page.noIndex || seo.noIndex,
    image: seo.image ?? page.image,
  };
}

/** A catalog page's metadata: its default title and description in the page's language, with its SEO fields. */
export async function staticPageMetadata(key: Exclude<StaticPageKey, "blog" | "projects" | "home">): Promise<Metadata> {
  const t = await getTranslations("Metadata.pages");
  return sitePageMetadata(
    await withPageSeo(key, {
      title: t(`${key}.title`),
      description: t(`${key}.description`),
      path: STATIC_PAGES[key].path,
      inEveryLanguage: true,
      generatedImage: { kind: "page", key: key },
    }),
  );
}

/** Open Graph's name of each language (language_TERRITORY). */
const OG_LOCALES: Record<Locale, string> = { fr: "fr_FR", en: "en_GB" };

/** The page's address in each language where it exists, and x-default (hreflang); null when it exists in one. */
function languagesOf(page: PageSeo): Record<string, string> | null {
  if (page.inEveryLanguage) return languageVersions(page.path);
  return page.versions ? contentLanguageVersions(page.versions) : null;
}

/**
 * Title, description, canonical URL (the page's address in its language), the other languages' addresses, Open
 * Graph and Twitter card of a public page.
 */
export async function sitePageMetadata(page: PageSeo): Promise<Metadata> {
  const [settings, locale] = await Promise.all([getSiteSettings(), getLocale()]);
  const { companyName } = settings;
  const image = shareImage(page, await siteShareImage(settings), locale);
  const fullTitle = page.absoluteTitle ? page.title : `${page.title} | ${companyName}`;
  const url = localizedPath(page.path, locale);
  const otherLanguages = Object.keys(languagesOf(page) ?? {}).filter(
    (other): other is Locale => other !== locale && other !== "x-default",
  );
  const feed = localizedPath(RSS_FEED_PATH, locale);
  return {
    title: page.absoluteTitle ? { absolute: page.title } : page.title,
    description: page.description,
    alternates: {
      canonical: url,
      languages: languagesOf(page) ?? undefined,
      ...(page.rssFeed ? { types: { "application/rss+xml": [{ url: feed, title: `${companyName} – Blog` }] } } : {}),
    },
    openGraph: {
      type: page.type ?? "website",
      locale: OG_LOCALES[locale],
      ...(otherLanguages.length ? { alternateLocale: otherLanguages.map((other) => OG_LOCALES[other]) } : {}),
      siteName: companyName,
      url,
      title: fullTitle,
      description: page.description,
      images: [image],
      ...(page.type === "article"
        ? { publishedTime: page.publishedTime, modifiedTime: page.modifiedTime, authors: page.authors }
        : {}),
    },
    twitter: { card: "summary_large_image", title: fullTitle, description: page.description, images: [image.url] },
    ...(page.noIndex ? { robots: { index: false, follow: true } } : {}),
  };
}

type JsonLd = Record<string, unknown>;

/** The agency as a LocalBusiness (home and contact pages), `image` its share image (siteShareImage). */
export function localBusinessJsonLd(settings: SiteSettingsView, image: { url: string } = DEFAULT_SHARE_IMAGE): JsonLd {
  const sameAs = [
    settings.facebookUrl,
    settings.instagramUrl,
    settings.linkedinUrl,
    settings.twitterUrl,
    settings.youtubeUrl,
  ].filter(Boolean);
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": absoluteUrl("/#agence"),
    name: settings.companyName,
    url: absoluteUrl("/"),
    image: absoluteUrl(publicMediaUrl(image.url)),
    telephone: settings.phone,
    email: settings.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: settings.address,
      addressLocality: "Abidjan",
      addressCountry: "CI",
    },
    geo: { "@type": "GeoCoordinates", ...AGENCY_LOCATION },
    areaServed: { "@type": "Country", name: "Côte d'Ivoire" },
    ...(sameAs.length ? { sameAs } : {}),
  };
}

/** Breadcrumbs of a page, from the home page to it. */
export function breadcrumbJsonLd(items: { name: string; path: string }[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  };
}

export function blogPostingJsonLd(post: {
  title: string;
  excerpt: string;
  path: string;
  image: string;
  author: string;
  datePublished: string | null;
  dateModified: string;
  categoryName: string;
  tags: string[];
  companyName: string;
  locale: Locale;
}): JsonLd {
  const url = absoluteUrl(localizedPath(post.path, post.locale));
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.excerpt,
    url,
    mainEntityOfPage: url,
    image: absoluteUrl(publicMediaUrl(post.image)),
    author: { "@type": "Person", name: post.author },
    publisher: { "@type": "Organization", name: post.companyName, "@id": absoluteUrl("/#agence") },
    ...(post.datePublished ? { datePublished: post.datePublished } : {}),
    dateModified: post.dateModified,
    articleSection: post.categoryName,
    keywords: post.tags.join(", "),
    inLanguage: post.locale,
  };
}

export function creativeWorkJsonLd(project: {
  title: string;
  description: string;
  path: string;
  images: string[];
  client: string;
  category: string;
  keywords: string[];
  dateCreated: string;
  dateModified: string;
  companyName: string;
}): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "CreativeWork",
    name: project.title,
    description: project.description,
    url: absoluteUrl(project.path),
    image: project.images.map((image) => absoluteUrl(publicMediaUrl(image))),
    genre: project.category,
    keywords: project.keywords.join(", "),
    dateCreated: project.dateCreated,
    dateModified: project.dateModified,
    creator: { "@type": "Organization", name: project.companyName, "@id": absoluteUrl("/#agence") },
    sourceOrganization: { "@type": "Organization", name: project.client },
    inLanguage: "fr",
  };
}
