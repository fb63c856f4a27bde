// The visitor session and the visit reports (spec: 'Visitor session id', 'Visit tracking record'). Used by the site's
// client components and, as their source text, by the page's bootstrap script (components/site/site-boot.ts), which
// runs before any of them: each function is self-contained (no import, no outer variable) so that its text runs alone.

/** What `visitorSession` dispatches on window when it creates an id: the page's bootstrap sends a visit report. */
export const VISITOR_SESSION_CREATED = "visitor-session-created";

/**
 * The visitor session id kept in localStorage under `visitor_session_id`, created once when absent; `created` says it
 * was created by this call. Storage refused (private browsing): an id for this page only. Browser only.
 */
export function visitorSession(): { id: string; created: boolean } {
  const key = "visitor_session_id";
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
  const randomUuid = () => {
    if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
    // crypto.randomUUID exists only in secure contexts (HTTPS, localhost): a version 4 UUID by hand.
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    bytes[6] = (bytes[6]! & 0x0f) | 0x40;
    bytes[8] = (bytes[8]! & 0x3f) | 0x80;
    const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  };
  let id: string;
  try {
    const existing = localStorage.getItem(key);
    if (existing && uuid.test(existing)) return { id: existing, created: false };
    id = randomUuid();
    localStorage.setItem(key, id);
  } catch {
    return { id: randomUuid(), created: false };
  }
  window.dispatchEvent(new CustomEvent("visitor-session-created", { detail: id }));
  return { id, created: true };
}

/** Sends one page view; only the status is checked, and a failure is only logged (spec). */
export function sendVisitReport(report: { sessionId: string; page: string; referrer: string | null }): void {
  fetch("/api/track-visit", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(report),
    keepalive: true,
  })
    .then((response) => {
      if (!response.ok) console.warn(`Visite non enregistrée (${response.status}).`);
    })
    .catch((error: unknown) => console.warn("Visite non enregistrée :", error));
}
