import "server-only";
import { randomBytes } from "node:crypto";
import { isSignatureOf, signatureOf } from "@/lib/auth/signature";
import { parseId } from "@/lib/ids";
import { NEWSLETTER_PATHS, TOKEN_PARAMETER } from "@/lib/newsletter/rules";
import { absoluteUrl } from "@/lib/site";

// The newsletter's links carry "<subscriber id>.<HMAC-SHA256>" (base64url), keyed from NEXTAUTH_SECRET: no address
// in a URL, and no link can be made for another subscriber. A confirmation link also signs the subscription's nonce,
// cleared when the link is followed (so it works once) and replaced by a new subscription. An unsubscribe link
// signs the id alone: it works for as long as the mail that carries it is kept.

type Purpose = "confirm" | "unsubscribe";

const SIGNATURE_LABEL = "agence:newsletter-links";

function token(purpose: Purpose, id: number, nonce = ""): string {
  return `${id}.${signatureOf(SIGNATURE_LABEL, `${purpose}.${id}.${nonce}`)}`;
}

/** A new confirmation nonce (stored in confirm_nonce). */
export function newConfirmNonce(): string {
  return randomBytes(16).toString("hex");
}

/** A token's subscriber id and signature, or null when it is not shaped as one (anything may arrive in a URL). */
export function readLinkToken(value: string | null | undefined): { id: number; mac: string } | null {
  const [, idText, mac] = /^(\d{1,10})\.([\w-]{43})$/.exec(value ?? "") ?? [];
  const id = parseId(idText);
  return id && mac ? { id, mac } : null;
}

/** Whether `mac` signs that link of that subscriber (with its current nonce for a confirmation). */
export function isGenuineLink(purpose: Purpose, id: number, mac: string, nonce = ""): boolean {
  return isSignatureOf(SIGNATURE_LABEL, `${purpose}.${id}.${nonce}`, mac);
}

function linkUrl(path: string, value: string): string {
  return absoluteUrl(`${path}?${TOKEN_PARAMETER}=${value}`);
}

/** The link that confirms a pending subscription. */
export function confirmationUrl(id: number, nonce: string): string {
  return linkUrl(NEWSLETTER_PATHS.confirm, token("confirm", id, nonce));
}

/** The link that unsubscribes an address, in every newsletter mail and in its List-Unsubscribe header. */
export function unsubscribeUrl(id: number): string {
  return linkUrl(NEWSLETTER_PATHS.unsubscribe, token("unsubscribe", id));
}
