// Where the article and project forms keep their unsaved values (useUnsavedChanges): a plain module, so that a page
// (a server component) can name a form's key for the components it renders.

const KEY_PREFIX = "unsaved-changes:";

/** Where a form's values are kept in the browser: one entry per form and row ('article:12', 'projet:new'). */
export function unsavedChangesKey(form: "article" | "projet", id: number | undefined): string {
  return `${KEY_PREFIX}${form}:${id ?? "new"}`;
}

/** Forgets the values kept for a form: a save made elsewhere (a restored revision) replaced what they were based on. */
export function discardUnsavedChanges(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Storage refused (private mode, quota): there is nothing kept to forget.
  }
}

/** Where a translation form keeps its values, and what its history's restore and its deletion forget: 'article:12:en'. */
export function translationDraftKey(form: "article" | "projet", id: number, locale: string): string {
  return `${unsavedChangesKey(form, id)}:${locale}`;
}
