/** localStorage key of the visitor session id (spec 'Visitor session id'). */
export const VISITOR_SESSION_KEY = "visitor_session_id";

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

function randomUuid(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  // crypto.randomUUID exists only in secure contexts (HTTPS, localhost): build a version 4 UUID by hand.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The visitor session id kept in localStorage, created once when absent (browser only). */
export function visitorSessionId(): string {
  return visitorSession().id;
}

/** The visitor session id, and whether this call created it (absent or not a UUID before). */
export function visitorSession(): { id: string; created: boolean } {
  try {
    const existing = localStorage.getItem(VISITOR_SESSION_KEY);
    if (existing && UUID_PATTERN.test(existing)) return { id: existing, created: false };
    const created = randomUuid();
    localStorage.setItem(VISITOR_SESSION_KEY, created);
    return { id: created, created: true };
  } catch {
    // Storage disabled (private mode, blocked cookies): a session for this page only.
    return { id: randomUuid(), created: true };
  }
}
