/** 'text' cut to `max` characters followed by '...' when longer. */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

// Unicode's explicit direction marks, embeddings, overrides and isolates: in a stored path they only serve to
// make it display as something else (a reversed or disguised address in the back office).
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** 'text' without bidirectional control characters. */
export function withoutBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, "");
}

/** Plain text of an HTML fragment, for excerpts, meta descriptions and search. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;|&apos;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

/** Whether any of the fields contains the search (case-insensitive substring); a blank search matches everything. */
export function matchesSearch(fields: readonly (string | null | undefined)[], query: string): boolean {
  const needle = query.trim().toLocaleLowerCase("fr");
  if (!needle) return true;
  return fields.some((field) => field?.toLocaleLowerCase("fr").includes(needle));
}

/**
 * A list of labels (tags, technologies) with `entry` added at the end, trimmed. An empty entry, or one already in
 * the list whatever its case, leaves the list as it was (the same array).
 */
export function addListEntry(list: readonly string[], entry: string): readonly string[] {
  const value = entry.trim();
  if (!value || list.some((existing) => existing.toLowerCase() === value.toLowerCase())) return list;
  return [...list, value];
}

/** A list of labels trimmed, without empty entries or duplicates whatever their case (the first one is kept). */
export function uniqueLabels(list: readonly string[]): string[] {
  return [...list.reduce<readonly string[]>(addListEntry, [])];
}
