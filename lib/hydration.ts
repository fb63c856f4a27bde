// How a public page's HTML, which works alone, and its React scripts, which the visitor's first interaction starts
// (server/hydrate-on-intent.ts), meet. No `server-only`: the site's client components and the server read it.

/**
 * The performance mark and window event of a page whose site frame has hydrated (components/site/hydration-signal.tsx):
 * what the end-to-end tests wait for. A page's own parts may hydrate a little later.
 */
export const HYDRATED = "hydrated";

/**
 * Marks a control that does nothing without the page's scripts (a button that copies a link, shows a map): a tap on
 * it before it hydrated is kept by the loader, and made again when the control says it is ready (CONTROL_READY, an
 * event it dispatches once hydrated, taking the attribute off: components/site/use-needs-scripts.ts).
 */
export const NEEDS_SCRIPTS_ATTRIBUTE = "data-needs-scripts";
export const CONTROL_READY = "control-ready";
