import "server-only";
import { z } from "@/lib/zod";
import { zodError } from "@/lib/api";
import { type Pagination, paginate } from "@/lib/pagination";

// The one rule of the JSON API's lists (GET /api/blog-posts, GET /api/projects, public and admin=true):
// - the body is always the spec's array;
// - `page` and/or `limit` ask for one page: `limit` items (1 to MAX_PAGE_SIZE) of page `page` (from 1; a page past
//   the last one answers the last one), described in headers: X-Total-Count, X-Total-Pages, X-Page, X-Per-Page and
//   a Link header to the first, previous, next and last pages;
// - without them, a public list answers its first page of MAX_PAGE_SIZE items, with the same headers (a public
//   answer is cached and must stay small), and an admin list (`admin=true`) answers every item that its filters keep,
//   streamed in batches as the database gives them, with X-Total-Count.

/** The largest page a list API answers. */
export const MAX_PAGE_SIZE = 100;
const MAX_PAGE = 100_000;

const wholeNumber = (name: string, max: number) =>
  z.coerce
    .number({ error: `Le paramètre ${name} doit être un nombre entier.` })
    .int(`Le paramètre ${name} doit être un nombre entier.`)
    .min(1, `Le paramètre ${name} doit être compris entre 1 et ${max}.`)
    .max(max, `Le paramètre ${name} doit être compris entre 1 et ${max}.`);

const pageRequestSchema = z.object({
  page: wholeNumber("page", MAX_PAGE).optional(),
  limit: wholeNumber("limit", MAX_PAGE_SIZE).optional(),
});

/** One page of a list, as a request asks for it. */
export interface PageRequest {
  page: number;
  limit: number;
}

/**
 * The page that `page` and `limit` ask for (a missing one: page 1, MAX_PAGE_SIZE items), or null when the request
 * gives neither. A value that is not a whole number in range is a 400 with a French message.
 */
export function readPageRequest(searchParams: URLSearchParams): PageRequest | null {
  if (!searchParams.has("page") && !searchParams.has("limit")) return null;
  const result = pageRequestSchema.safeParse({
    page: searchParams.get("page") ?? undefined,
    limit: searchParams.get("limit") ?? undefined,
  });
  if (!result.success) throw zodError(result.error);
  return { page: result.data.page ?? 1, limit: result.data.limit ?? MAX_PAGE_SIZE };
}

/** The page a public list answers: the one asked for, else the first of MAX_PAGE_SIZE items. */
export function publicPageRequest(searchParams: URLSearchParams): PageRequest {
  return readPageRequest(searchParams) ?? { page: 1, limit: MAX_PAGE_SIZE };
}

/** The headers that describe a page of a list answered at `url`, with links to its neighbours. */
export function pageHeaders(url: URL, pagination: Pagination): Record<string, string> {
  const link = (page: number, rel: string) => {
    const target = new URL(url);
    target.searchParams.set("page", String(page));
    target.searchParams.set("limit", String(pagination.limit));
    return `<${target.pathname}${target.search}>; rel="${rel}"`;
  };
  const links = [link(1, "first")];
  if (pagination.page > 1) links.push(link(pagination.page - 1, "prev"));
  if (pagination.page < pagination.totalPages) links.push(link(pagination.page + 1, "next"));
  links.push(link(pagination.totalPages, "last"));
  return {
    "X-Total-Count": String(pagination.total),
    "X-Total-Pages": String(pagination.totalPages),
    "X-Page": String(pagination.page),
    "X-Per-Page": String(pagination.limit),
    Link: links.join(", "),
  };
}

/** Where a streamed list sits in its answer: `{...fields, [key]: [the items]}` (the inbox's `{success, messages}`). */
export interface StreamedListEnvelope {
  fields: Record<string, unknown>;
  key: string;
}

/**
 * A JSON array written as `batches` yields its items, so that a long list is neither held in memory nor waited for;
 * the array alone, or as a member of an object (`envelope`). The first batch is read before answering: a failure
 * there is still an error response; a later one cuts the stream short (the client gets an incomplete body, never a
 * list that looks complete).
 */
export async function streamedJsonArray<Item>(
  batches: AsyncGenerator<Item[]>,
  headers: Record<string, string>,
  envelope?: StreamedListEnvelope,
): Promise<Response> {
  let pending: IteratorResult<Item[]> | null = await batches.next();
  const encoder = new TextEncoder();
  const open = envelope ? `${JSON.stringify({ ...envelope.fields, [envelope.key]: [] }).slice(0, -3)}[` : "[";
  const close = envelope ? "]}" : "]";
  let written = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        // A pull that enqueues nothing is not called again: read on past empty batches.
        for (;;) {
          const result = pending ?? (await batches.next());
          pending = null;
          if (result.done) {
            controller.enqueue(encoder.encode(written === 0 ? open + close : close));
            controller.close();
            return;
          }
          const parts = result.value.map((item) => (written++ === 0 ? open : ",") + JSON.stringify(item));
          if (parts.length) {
            controller.enqueue(encoder.encode(parts.join("")));
            return;
          }
        }
      } catch (error) {
        console.error("A streamed list failed:", error instanceof Error ? error.message : error);
        controller.error(error);
      }
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
  return new Response(body, { headers: { "Content-Type": "application/json", ...headers } });
}

/**
 * The page `request` of a list whose pages `read` gives, as an answer's items and headers: a page past the last one
 * is read again as the last one.
 */
export async function readListPage<Item>(
  url: URL,
  request: PageRequest,
  read: (page: number) => Promise<{ items: Item[]; total: number }>,
): Promise<{ items: Item[]; headers: Record<string, string> }> {
  let result = await read(request.page);
  const pagination = paginate(result.total, request.page, request.limit);
  if (pagination.page !== request.page) result = await read(pagination.page);
  return { items: result.items, headers: pageHeaders(url, pagination) };
}
