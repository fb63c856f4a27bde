/** Public origin of the site, used for canonical URLs, the sitemap, feeds, Open Graph and e-mails. */
export function siteOrigin(): string {
  return (process.env.SITE_URL || "http://localhost:3000").replace(/\/+$/, "");
}

/** An absolute URL: paths starting with '/' get the site origin; absolute URLs are kept. */
export function absoluteUrl(pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${siteOrigin()}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}
