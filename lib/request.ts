/**
 * The visitor's address, as server/index.ts vouched for it in X-Forwarded-For (the socket's peer, or the
 * entry appended by a trusted reverse proxy when TRUST_PROXY is set). For rate limits and geolocation only:
 * it is never stored.
 */
export function clientAddress(headers: Headers): string {
  return headers.get("x-forwarded-for")?.split(",")[0]?.trim() || "unknown";
}
