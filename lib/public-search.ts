import "server-only";
import { Prisma } from "@/lib/db";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import { searchWords } from "@/lib/list-views";

// The visitors' search over blog_posts and projects, whose search_document and public_search_text columns a database
// trigger writes (migration public_list_search): PostgreSQL's full-text search in French, accents folded, each word
// also matched as the beginning of a word; and, for a word cut anywhere (what a visitor types before finishing it:
// 'communica' is no stem of 'communication'), the same text searched for every word as a substring, through the
// trigram index. A row matches either way; those the full-text search finds come first, ranked.

/**
 * The text search configuration of a language's documents: French's (migration public_list_search), English's
 * (migration blog_post_translations), each with accents folded.
 */
const TEXT_SEARCH_CONFIGURATIONS: Record<Locale, string> = { fr: "french_unaccent", en: "english_unaccent" };

/** The full-text query of a search: every word, or a word it begins ('secur' → 'secur:*'), accents folded. */
function textQuery(words: readonly string[], locale: Locale): Prisma.Sql {
  // Words hold letters and digits only (searchWords), so the query syntax cannot be injected.
  return Prisma.sql`to_tsquery(${TEXT_SEARCH_CONFIGURATIONS[locale]}::regconfig, ${words.map((word) => `${word}:*`).join(" & ")})`;
}

/** The condition on the row `alias` (blog_posts, its translations, or projects) that the search `text` keeps. */
export function searchMatches(alias: string, text: string, locale: Locale = DEFAULT_LOCALE): Prisma.Sql {
  const words = searchWords(text);
  const table = Prisma.raw(alias);
  return Prisma.sql`(${table}.search_document @@ ${textQuery(words, locale)}
    OR ${table}.public_search_text LIKE ALL (ARRAY(SELECT '%' || lower(unaccent(word)) || '%' FROM unnest(${words}::text[]) AS word)))`;
}

/** How well the row `alias` matches the search: higher first; 0 for a match found only as a substring. */
export function searchRank(alias: string, text: string, locale: Locale = DEFAULT_LOCALE): Prisma.Sql {
  return Prisma.sql`ts_rank(${Prisma.raw(alias)}.search_document, ${textQuery(searchWords(text), locale)})`;
}
