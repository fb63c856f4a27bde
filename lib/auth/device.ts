import "server-only";
import { createHash, randomBytes } from "node:crypto";
import {
  DEVICE_COOKIE_MAX_AGE_SECONDS,
  deviceCookieName,
  sessionCookieOptions,
  usesSecureCookies,
} from "@/lib/auth/cookie";
import { isSignatureOf, signatureOf } from "@/lib/auth/signature";

// OWASP's 'device cookie' (Slow Down Online Guessing Attacks with Device Cookies): a browser where an account
// signed in completely (password and second factor) gets a signed cookie naming that account. Sign-in attempts
// that carry it are throttled per device (lib/auth/throttle.ts), apart from the account-wide budget that clients
// the account does not know share: whatever others send, the owner's usual browser keeps its own attempts.
// Value: "<user id>.<device id>.<HMAC-SHA256 of both, keyed from NEXTAUTH_SECRET>" (base64url).

const SIGNATURE_LABEL = "agence:device-cookie";

/** The Set-Cookie parts of a new device cookie for `userId`. */
export function deviceCookieFor(userId: number) {
  const deviceId = randomBytes(16).toString("base64url");
  const secure = usesSecureCookies();
  return {
    name: deviceCookieName(secure),
    value: `${userId}.${deviceId}.${signatureOf(SIGNATURE_LABEL, `${userId}.${deviceId}`)}`,
    options: { ...sessionCookieOptions(secure), maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS },
  };
}

/**
 * The device's key for the throttle (a digest of its id) when `cookie` is a genuine device cookie of `userId`;
 * null otherwise (absent, forged, or another account's).
 */
export function trustedDeviceKey(cookie: string | null | undefined, userId: number | null | undefined): string | null {
  if (!cookie || !userId) return null;
  const [owner, deviceId, mac] = cookie.split(".");
  if (!owner || !deviceId || !mac || Number(owner) !== userId) return null;
  if (!isSignatureOf(SIGNATURE_LABEL, `${userId}.${deviceId}`, mac)) return null;
  return createHash("sha256").update(`device:${deviceId}`).digest("hex");
}

/** The device cookie sent with a request, read from its Cookie header. */
export function deviceCookieOf(headers: Headers): string | null {
  const name = deviceCookieName();
  for (const part of (headers.get("cookie") ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return null;
}
