// `next/root-params` is written by Next.js's compiler for each route (its published module only throws). The tests
// render Server Components outside any route: what they get is what a route without the [locale] segment gets (the
// back office, the previews), no value, hence French (lib/i18n/server.ts). English pages are tested end to end.
export async function locale(): Promise<string | undefined> {
  return undefined;
}
