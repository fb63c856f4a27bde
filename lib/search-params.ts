/** A page's searchParams with one value per key (the first of a repeated one), ready for a zod schema. */
export function firstValues(params: Record<string, string | string[] | undefined>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) values[key] = first;
  }
  return values;
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
