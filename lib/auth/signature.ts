import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { authSecret } from "@/lib/auth/cookie";

// What the site signs to trust it back later (device cookies, newsletter links): HMAC-SHA256 keyed from
// NEXTAUTH_SECRET through a label per use, so that a signature made for one use is worth nothing in another; written
// in base64url.

function mac(label: string, payload: string): Buffer {
  const key = createHmac("sha256", authSecret()).update(label).digest();
  return createHmac("sha256", key).update(payload).digest();
}

/** `payload`'s signature for the use `label`, in base64url. */
export function signatureOf(label: string, payload: string): string {
  return mac(label, payload).toString("base64url");
}

/**
 * Whether `signature` is `payload`'s for `label`, written exactly as signatureOf writes it, compared in constant time.
 * Compared as text, not decoded: a base64url decoder skips stray characters and the two spare bits of the last one,
 * so several spellings of one signature would pass.
 */
export function isSignatureOf(label: string, payload: string, signature: string): boolean {
  const expected = Buffer.from(signatureOf(label, payload));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
