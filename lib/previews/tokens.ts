// Not server-only: proxy.ts imports it, to answer a link that opens nothing with a real 404 (see proxy.ts).
import { createHash } from "node:crypto";
import { db } from "@/lib/db";

/** The one digest of a preview token (hex SHA-256, the column's 64 characters). */
export const previewTokenDigest = (token: string) => createHash("sha256").update(token).digest("hex");

/** A token as the link carries it: 32 bytes in base64url, 43 characters. Anything else names no link. */
export const isPreviewTokenShape = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

/** The link of `token` when it still opens something: neither revoked nor expired (its item may still be gone). */
export async function findActivePreviewLink(token: string, now: Date = new Date()) {
  if (!isPreviewTokenShape(token)) return null;
  const link = await db.previewLink.findUnique({
    where: { tokenHash: previewTokenDigest(token) },
    select: { kind: true, targetId: true, expiresAt: true, revokedAt: true },
  });
  return link && !link.revokedAt && link.expiresAt > now ? link : null;
}
