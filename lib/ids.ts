/** The largest value of PostgreSQL's `integer`, the type of every id column. */
export const MAX_ID = 2_147_483_647;

/** How an id is written in an address, as a pattern's source: also the redirects' of next.config.ts. */
export const ID_DIGITS = "[1-9]\\d{0,9}";
const ID_TEXT = new RegExp(`^${ID_DIGITS}$`);

/**
 * The one rule for a row id written in an address (`/admin/projects/edit/12`, `/api/users/12`, `/projects/12`): a
 * positive integer written the way the site writes it (`String(id)`: decimal digits, no sign, no leading zero),
 * within PostgreSQL's integer range. Anything else names no row: null.
 *
 * "012" names nothing, on purpose: every link the site prints says "12", so "012" is a typo or a probe, and
 * accepting it would give one row two addresses (two cache entries and two pages for search engines of the same
 * public project). Route handlers answer 404 for it (`parseIdParam`), pages their not-found view.
 * Ids inside a server action's input are numbers, checked by `idField` (lib/schemas.ts) with the same range.
 */
export function parseId(text: string | null | undefined): number | null {
  if (!text || !ID_TEXT.test(text)) return null;
  const id = Number(text);
  return id <= MAX_ID ? id : null;
}

/** `find(id)` for the id a page's address names, or null, without a query, when the text names no row. */
export async function findByIdParam<Row>(text: string, find: (id: number) => Promise<Row | null>): Promise<Row | null> {
  const id = parseId(text);
  return id === null ? null : find(id);
}
