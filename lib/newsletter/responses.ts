import "server-only";

/**
 * A 303 to one of the newsletter's pages (a path: the browser resolves it against the address it asked, whatever
 * proxy stands in between), never cached: each link is followed by one person.
 */
export function seeOther(path: string): Response {
  return new Response(null, { status: 303, headers: { Location: path, "Cache-Control": "private, no-store" } });
}
