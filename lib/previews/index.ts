import "server-only";
import { randomBytes } from "node:crypto";
import { recordActivity } from "@/lib/activities";
import { ApiError } from "@/lib/api";
import type { SessionUser } from "@/lib/auth/session";
import { findPostPageById, type PublicPostPage } from "@/lib/blog";
import { db } from "@/lib/db";
import { findProject } from "@/lib/projects/admin";
import type { ProjectView } from "@/lib/projects";
import { absoluteUrl } from "@/lib/site";
import { type PreviewKind, type PreviewLinkView, previewPath } from "./rules";
import { findActivePreviewLink, previewTokenDigest } from "./tokens";

// 'Partager un aperçu': a link that shows a draft or scheduled article or project, in the public page's design, to
// someone without an account, for 1 to 7 days, until it expires or is revoked. The token (32 random bytes) is shown
// once, when the link is created; only its SHA-256 is stored, so a copy of the database opens no preview.

const DAY_MS = 24 * 60 * 60 * 1000;

const ALREADY_PUBLIC: Record<PreviewKind, string> = {
  article: "Cet article est déjà publié : partagez son adresse publique.",
  project: "Ce projet est déjà publié : partagez son adresse publique.",
};
const NOT_FOUND: Record<PreviewKind, string> = { article: "Article non trouvé.", project: "Projet non trouvé." };
const ACTIVITY_TYPE = { article: "blog", project: "project" } as const;
const LABEL = { article: "l'article", project: "le projet" } as const;

/** The item a preview can show: its title, and whether it is still unpublished (a draft, scheduled or not). */
async function findTarget(kind: PreviewKind, id: number): Promise<{ title: string; unpublished: boolean } | null> {
  if (kind === "article") {
    const post = await db.blogPost.findUnique({ where: { id }, select: { title: true, published: true } });
    return post && { title: post.title, unpublished: !post.published };
  }
  const project = await db.project.findUnique({ where: { id }, select: { title: true, status: true } });
  return project && { title: project.title, unpublished: project.status === "draft" };
}

export interface CreatedPreviewLink extends PreviewLinkView {
  /** The link to share, absolute; shown once. */
  url: string;
}

/**
 * Creates a preview link of a draft or scheduled article or project, valid `days` days. A published item has a
 * public page to share instead (409); a missing one is a 404.
 */
export async function createPreviewLink(
  kind: PreviewKind,
  targetId: number,
  days: number,
  user: Pick<SessionUser, "id" | "username">,
  now: Date = new Date(),
): Promise<CreatedPreviewLink> {
  const target = await findTarget(kind, targetId);
  if (!target) throw ApiError.notFound(NOT_FOUND[kind]);
  if (!target.unpublished) throw ApiError.conflict(ALREADY_PUBLIC[kind]);
  const token = randomBytes(32).toString("base64url");
  const link = await db.$transaction(async (tx) => {
    const row = await tx.previewLink.create({
      data: {
        tokenHash: previewTokenDigest(token),
        kind,
        targetId,
        expiresAt: new Date(now.getTime() + days * DAY_MS),
        creatorId: user.id,
        creatorName: user.username,
      },
    });
    await recordActivity(
      {
        type: ACTIVITY_TYPE[kind],
        title: `Aperçu partagé : ${target.title}`,
        description: `Lien d'aperçu de ${LABEL[kind]} créé par ${user.username}, valable ${days} jour${days > 1 ? "s" : ""}.`,
        targetId,
        actorId: user.id,
      },
      tx,
    );
    return row;
  });
  return { ...toView(link), url: absoluteUrl(previewPath(token)) };
}

function toView(row: { id: number; expiresAt: Date; createdAt: Date; creatorName: string }): PreviewLinkView {
  return {
    id: row.id,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    creatorName: row.creatorName,
  };
}

/** The links of an item that still open it (neither revoked nor expired), newest first: the edit screen's list. */
export async function listActivePreviewLinks(
  kind: PreviewKind,
  targetId: number,
  now: Date = new Date(),
): Promise<PreviewLinkView[]> {
  const rows = await db.previewLink.findMany({
    where: { kind, targetId, revokedAt: null, expiresAt: { gt: now } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { id: true, expiresAt: true, createdAt: true, creatorName: true },
  });
  return rows.map(toView);
}

/** 'Révoquer': the link stops opening the item at once. A link of another item, or already revoked, is a 404. */
export async function revokePreviewLink(
  kind: PreviewKind,
  targetId: number,
  linkId: number,
  user: Pick<SessionUser, "id" | "username">,
): Promise<void> {
  await db.$transaction(async (tx) => {
    const { count } = await tx.previewLink.updateMany({
      where: { id: linkId, kind, targetId, revokedAt: null },
      data: { revokedAt: new Date() },
    });
    if (count === 0) throw ApiError.notFound("Ce lien d'aperçu n'existe plus ou a déjà été révoqué.");
    const target = await findTarget(kind, targetId);
    await recordActivity(
      {
        type: ACTIVITY_TYPE[kind],
        title: `Aperçu révoqué : ${target?.title ?? `#${targetId}`}`,
        description: `Lien d'aperçu de ${LABEL[kind]} révoqué par ${user.username}.`,
        targetId,
        actorId: user.id,
      },
      tx,
    );
  });
}

export type ResolvedPreview =
  | { kind: "article"; expiresAt: Date; post: PublicPostPage }
  | { kind: "project"; expiresAt: Date; project: ProjectView };

/**
 * What a preview token opens: the item and the link's expiry, or null when the token is malformed, unknown,
 * revoked or expired, or its item was deleted (the page answers 404 to all of them alike).
 */
export async function resolvePreviewToken(token: string, now: Date = new Date()): Promise<ResolvedPreview | null> {
  const link = await findActivePreviewLink(token, now);
  if (!link) return null;
  if (link.kind === "article") {
    const post = await findPostPageById(link.targetId);
    return post && { kind: "article", expiresAt: link.expiresAt, post };
  }
  const project = await findProject(link.targetId);
  return project && { kind: "project", expiresAt: link.expiresAt, project };
}
