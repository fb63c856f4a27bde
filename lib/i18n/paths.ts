import { DEFAULT_LOCALE, type Locale, LOCALES, WRITTEN_LOCALES } from "./locales";

// The site's addresses in each language. The code names every page by its French path, the route's own
// (app/[locale]/(site)/confidentialite): French shows it unprefixed, another language under its prefix with its own
// words where the French path has French ones (/confidentialite ↔ /en/privacy). Names the two languages share
// (/services-detail, /start-project, /blog) and content slugs are not translated here.

/** A path's words in English, segment by segment, where they are not the French ones. */
const ENGLISH_SEGMENTS: Record<string, string> = {
  confidentialite: "privacy",
  devis: "quote",
  categorie: "category",
  recherche: "search",
  "inscription-confirmee": "subscription-confirmed",
  "desinscription-confirmee": "unsubscribed",
  "lien-invalide": "invalid-link",
};

/**
 * Where each translated word may stand: the path before it, in French, a list's category slug written :slug
 * ("" for a first segment). The lists' views (lib/list-views.ts) are /blog/categorie/x/recherche/y/page/2, and their
 * search form without scripts answers at /blog/recherche.
 */
const TRANSLATED_AFTER: Record<string, readonly string[]> = {
  confidentialite: [""],
  devis: [""],
  categorie: ["/blog", "/projects"],
  recherche: ["/blog", "/projects", "/blog/categorie/:slug", "/projects/categorie/:slug"],
  "inscription-confirmee": ["/newsletter"],
  "desinscription-confirmee": ["/newsletter"],
  "lien-invalide": ["/newsletter"],
};

const SEGMENTS: Record<Locale, Record<string, string>> = {
  fr: {},
  en: ENGLISH_SEGMENTS,
};

/** What stands before a segment, a category's slug written :slug: the form TRANSLATED_AFTER knows it by. */
function placeOf(frenchSegments: readonly string[], index: number): string {
  const before = frenchSegments
    .slice(0, index)
    .map((segment, at) => (frenchSegments[at - 1] === "categorie" ? ":slug" : segment));
  return before.length ? `/${before.join("/")}` : "";
}

const translatable = (word: string, frenchSegments: readonly string[], index: number) =>
  TRANSLATED_AFTER[word]?.includes(placeOf(frenchSegments, index)) ?? false;

function splitSuffix(href: string): [path: string, suffix: string] {
  const end = href.search(/[?#]/);
  return end === -1 ? [href, ""] : [href.slice(0, end), href.slice(end)];
}

/**
 * The address of a page of the site in a language, from its French path ('/confidentialite#cookies' →
 * '/en/privacy#cookies'); anything else (an absolute address, mailto:, a fragment alone) as it is.
 */
export function localizedPath(frenchPath: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE || !frenchPath.startsWith("/") || frenchPath.startsWith("//")) return frenchPath;
  const [path, suffix] = splitSuffix(frenchPath);
  const french = path.split("/").filter(Boolean);
  const words = SEGMENTS[locale];
  const segments = french.map((segment, index) =>
    words[segment] && translatable(segment, french, index) ? words[segment] : segment,
  );
  return `/${[locale, ...segments].join("/")}${suffix}`;
}

/** A visitor's address taken apart: its language and its page's French path ('/en/privacy' → en, '/confidentialite'). */
export function pageOfPath(visitorPath: string): { locale: Locale; frenchPath: string } {
  const [path, suffix] = splitSuffix(visitorPath);
  const [first, ...rest] = path.split("/").filter(Boolean);
  const locale = WRITTEN_LOCALES.find((written) => written !== DEFAULT_LOCALE && written === first);
  if (!locale) return { locale: DEFAULT_LOCALE, frenchPath: visitorPath };
  const french = Object.fromEntries(Object.entries(SEGMENTS[locale]).map(([fr, word]) => [word, fr]));
  // Back to French word by word, each checked where it stands once the words before it are French again.
  const segments: string[] = [];
  for (const segment of rest) {
    const candidate = french[segment];
    segments.push(candidate && translatable(candidate, segments, segments.length) ? candidate : segment);
  }
  return { locale, frenchPath: `/${segments.join("/")}${suffix}` };
}

/**
 * A page that exists in every language the site serves, by language (its hreflang), French also as the default
 * (`x-default`): what its metadata and the sitemap name. Null while the site serves one language.
 */
export function languageVersions(frenchPath: string): Record<string, string> | null {
  return contentLanguageVersions(Object.fromEntries(LOCALES.map((locale) => [locale, frenchPath])));
}

/**
 * A piece of content's pages (an article in the languages where it is published: its French path in each) by
 * language, French also as the default (`x-default`) when it is one of them. Null when it is in fewer than two.
 */
export function contentLanguageVersions(paths: Partial<Record<Locale, string>>): Record<string, string> | null {
  const versions = LOCALES.flatMap((locale) => {
    const path = paths[locale];
    return path ? [[locale, localizedPath(path, locale)] as const] : [];
  });
  if (versions.length < 2) return null;
  const french = paths[DEFAULT_LOCALE];
  return Object.fromEntries([...versions, ...(french ? [["x-default", french] as const] : [])]);
}

/**
 * The rules that give a language its own words (next.config.ts), one per translated word and place. Rewrites take
 * the language's word to the route's French one, in turn from the left, each on what the previous ones wrote
 * (/en/blog/category/x/search/y → /en/blog/categorie/x/search/y → /en/blog/categorie/x/recherche/y); redirects send
 * the French word asked for under the language's prefix to the language's own address.
 */
export function translatedWordRules(locale: Locale) {
  const words = SEGMENTS[locale];
  const prefix = `/${locale}`;
  const rules = Object.entries(words).flatMap(([french, word]) =>
    TRANSLATED_AFTER[french]!.map((place) => ({ place, french, word })),
  );
  return {
    rewrites: rules.map(({ place, french, word }) => ({
      source: `${prefix}${place}/${word}/:rest*`,
      destination: `${prefix}${place}/${french}/:rest*`,
    })),
    redirects: rules.map(({ place, french, word }) => {
      const localPlace = localizedPath(place || "/", locale).replace(/\/$/, "");
      return {
        source: `${localPlace}/${french}/:rest*`,
        destination: `${localPlace}/${word}/:rest*`,
        permanent: true,
      };
    }),
  };
}

/**
 * Where the language switcher of the page at `pagePath` goes for `locale`: the same page in that language. An
 * article's page keeps its slug: the other language's article page answers it with a redirect to the article's slug
 * there, or to that language's blog when the article is not published in it (app/[locale]/(site)/blog/[slug]).
 */
export function alternatePath(pagePath: string, locale: Locale): string {
  const { locale: pageLocale, frenchPath } = pageOfPath(pagePath);
  if (pageLocale === locale) return pagePath;
  return localizedPath(frenchPath, locale);
}
