import "server-only";
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { parseTwoFactorKey } from "@/lib/auth/two-factor-key";

// Secrets the server must read back (TOTP secrets) are stored sealed with AES-256-GCM under TWO_FACTOR_KEY, so that
// a copy of the database alone (a backup, a dump) does not give anyone the accounts' second factor.
// Format: "v1.<iv>.<ciphertext and tag>" (base64url); the version leaves room for a new key or algorithm.

const VERSION = "v1";

let cachedKey: { raw: string | undefined; key: Buffer } | undefined;
function key(): Buffer {
  const raw = process.env.TWO_FACTOR_KEY;
  if (!cachedKey || cachedKey.raw !== raw) cachedKey = { raw, key: parseTwoFactorKey(raw) };
  return cachedKey.key;
}

/** Encrypts `plain`; `context` (e.g. the user's id) is authenticated too, so a sealed value cannot be moved to another row. */
export function seal(plain: string, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(), iv);
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final(), cipher.getAuthTag()]);
  return `${VERSION}.${iv.toString("base64url")}.${body.toString("base64url")}`;
}

/** Decrypts what `seal` made with the same context; throws if it was altered, moved or sealed under another key. */
export function unseal(sealed: string, context: string): string {
  const [version, iv, body] = sealed.split(".");
  if (version !== VERSION || !iv || !body) throw new Error("Unknown sealed secret format.");
  const bytes = Buffer.from(body, "base64url");
  const decipher = createDecipheriv("aes-256-gcm", key(), Buffer.from(iv, "base64url"));
  decipher.setAAD(Buffer.from(context));
  decipher.setAuthTag(bytes.subarray(bytes.length - 16));
  return Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - 16)), decipher.final()]).toString("utf8");
}
