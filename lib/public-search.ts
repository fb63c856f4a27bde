import "server-only";
import { Prisma } from "@/lib/db";
import { searchWords } from "@/lib/list-views";

// The visitors' search over blog_posts and projects, whose search_document and public_search_text columns a database
// trigger writes (migration public_list_search): PostgreSQL's full-text search in French, accents folded, each word
// also matched as the beginning of a word; and, for a word cut anywhere (what a visitor types before finishing it:
// 'communica' is no stem of 'communication'), the same text searched for every word as a substring, through the
// trigram index. A row matches either way; those the full-text search finds come first, ranked.

/** The full-text query of a search: every word, or a word it begins ('secur' → 'secur:*'), accents folded. */
function textQuery(words: readonly string[]): Prisma.Sql {
  // Words hold letters and digits only (searchWords), so the query syntax cannot be injected.
  return Prisma.sql`to_tsquery('french_unaccent', ${words.map((word) => `${word}:*`).join(" & ")})`;
}

/** The condition on the row `alias` (blog_posts or projects) that the search `text` keeps. */
export function searchMatches(alias: string, text: string): Prisma.Sql {
  const words = searchWords(text);
  const table = Prisma.raw(alias);
  return Prisma.sql`(${table}.search_document @@ ${textQuery(words)}
    OR ${table}.public_search_text LIKE ALL (ARRAY(SELECT '%' || lower(unaccent(word)) || '%' FROM unnest(${words}::text[]) AS word)))`;
}

/** How well the row `alias` matches the search: higher first; 0 for a match found only as a substring. */
export function searchRank(alias: string, text: string): Prisma.Sql {
  return Prisma.sql`ts_rank(${Prisma.raw(alias)}.search_document, ${textQuery(searchWords(text))})`;
}
