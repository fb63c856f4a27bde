import type { z } from "@/lib/zod";

/** A page's `searchParams` (or a request's URLSearchParams) as a page or a route reads them. */
export type QueryValues = URLSearchParams | Record<string, string | string[] | undefined>;

/**
 * One value per parameter, ready for a zod schema: the first of a repeated one (`?page=2&page=3` is page 2, for pages
 * and route handlers alike), missing ones left out.
 */
export function firstValues(params: QueryValues): Record<string, string> {
  const values: Record<string, string> = {};
  const entries = params instanceof URLSearchParams ? params.entries() : Object.entries(params);
  for (const [key, value] of entries) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined && !(key in values)) values[key] = first;
  }
  return values;
}

/**
 * The one parser of a back-office page's query string: `searchParams` read by `schema` (the same schema as the list's
 * route handler, where a bad value is a 400 instead). A page never fails on its address: a value the schema refuses
 * (an address edited by hand) falls back to that parameter's default while the valid ones are kept, and `error` gives
 * the first refusal's French message for a page that says so.
 *
 *   const { query } = readPageQuery(searchParams, adminProjectsQuerySchema);
 */
export function readPageQuery<Schema extends z.ZodType>(
  searchParams: QueryValues,
  schema: Schema,
): { query: z.output<Schema>; error?: string } {
  const values = firstValues(searchParams);
  const parsed = schema.safeParse(values);
  if (parsed.success) return { query: parsed.data };
  const refused = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
  const kept = Object.fromEntries(Object.entries(values).filter(([key]) => !refused.has(key)));
  const fallback = schema.safeParse(kept);
  return {
    query: fallback.success ? fallback.data : schema.parse({}),
    error: parsed.error.issues[0]?.message,
  };
}

/**
 * `path` with `query` as its search string, in `query`'s order, leaving out empty values and those equal to their
 * default: the address of a list's view, as short as its view allows.
 */
export function hrefWithQuery<Query extends Record<string, string | number | undefined>>(
  path: string,
  query: Query,
  defaults: { [Key in keyof Query]?: string | number },
): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== "" && value !== defaults[name]) params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
