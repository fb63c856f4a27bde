// How a public page's HTML, which works alone, and its React scripts, which the visitor's first interaction starts
// (server/hydrate-on-intent.ts), meet. No `server-only`: the site's client components and the server read it.

/**
 * The performance mark and window event of a page whose React tree has hydrated (components/site/hydration-signal.tsx):
 * the loader taps again the controls tapped before, and the end-to-end tests wait for it.
 */
export const HYDRATED = "hydrated";

/**
 * Marks a control that does nothing without the page's scripts (a button that copies a link, shows a map): a tap on
 * it before they ran is kept, and tapped again once the page has hydrated.
 */
export const NEEDS_SCRIPTS_ATTRIBUTE = "data-needs-scripts";

/** The attribute of NEEDS_SCRIPTS_ATTRIBUTE, to spread on such a control. */
export const NEEDS_SCRIPTS = { [NEEDS_SCRIPTS_ATTRIBUTE]: "" } as const;
