import type { NextRequest } from "next/server";
import { serverEnv } from "@/lib/env";

// Not server-only: proxy.ts checks server actions' origin with it before Next.js does (lib/server-action-requests.ts).

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Whether a request may change something on behalf of the browser that sent it. Defence in depth beside
 * SameSite=Lax: a browser sending a write from another site says so in Origin (and Sec-Fetch-Site). The origin must
 * be the site's own, scheme, host and port alike: SITE_URL's, or the request's own (X-Forwarded-Host and
 * X-Forwarded-Proto count only behind a trusted proxy, TRUST_PROXY). A client that sends no Origin is not a browser
 * acting for another site; `null` (a sandboxed frame, a redirect across sites) is refused.
 */
export function isSameOriginRequest(request: NextRequest): boolean {
  if (SAFE_METHODS.has(request.method)) return true;
  if (request.headers.get("sec-fetch-site") === "cross-site") return false;
  const origin = request.headers.get("origin");
  if (origin === null) return true;
  return siteOrigins(request).includes(normalizedOrigin(origin) ?? "");
}

export const CROSS_SITE_REFUSAL = "Requête refusée : elle ne provient pas de ce site.";

/** `scheme://host[:port]` with the default port left out, or null for "null" and garbage. */
function normalizedOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) ? url.origin : null;
  } catch {
    return null;
  }
}

function siteOrigins(request: NextRequest): string[] {
  const { SITE_URL, TRUST_PROXY } = serverEnv();
  const first = (name: string) => request.headers.get(name)?.split(",")[0]?.trim() || null;
  const host = (TRUST_PROXY && first("x-forwarded-host")) || request.headers.get("host");
  const scheme = (TRUST_PROXY && first("x-forwarded-proto")) || request.nextUrl.protocol.replace(/:$/, "");
  return [normalizedOrigin(SITE_URL), host ? normalizedOrigin(`${scheme}://${host}`) : null].filter(
    (origin): origin is string => origin !== null,
  );
}
