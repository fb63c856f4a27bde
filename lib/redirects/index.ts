import "server-only";
import { cacheTag } from "next/cache";
import { recordActivity } from "@/lib/activities";
import { ApiError } from "@/lib/api";
import { expireTags } from "@/lib/cache";
import { db, type DbClient, Prisma } from "@/lib/db";
import { loadPublic } from "@/lib/public-data";
import { type ManualRedirectInput, MAX_PATH_LENGTH, normalizePath, normalizeTarget } from "@/lib/redirects/schemas";
import { isStorableText } from "@/lib/schemas";
import { siteOrigin } from "@/lib/site";
import type { Actor } from "@/lib/users";

// Old addresses of the site and where they lead. A published article whose slug changes keeps its old address, which
// answers 308 to the new one; admins add others on 'Redirections'. Every redirect is one hop: when a path moves, the
// redirects that led to it are pointed at its new place, and a path that shows a page again stops being redirected.
// The public pages read them (cached under REDIRECTS_TAG, which every write expires) only when they have nothing
// to show, so that a page that exists never pays for them.

export const REDIRECTS_TAG = "redirects";

/** Older unknown paths than this leave the log when an admin opens 'Redirections'. */
const MISSING_PATH_RETENTION_DAYS = 90;
/** The log keeps at most this many paths: past it, only the paths already there are counted. */
export const MAX_MISSING_PATHS = 2000;

const SAME_ADDRESS = "La nouvelle adresse doit être différente de l'ancienne.";
const BAD_TARGET =
  "La nouvelle adresse doit être un chemin du site (par exemple /contact) ou une adresse de ce site : les redirections vers un autre site ne sont pas permises.";
export const REDIRECT_NOT_FOUND = "Redirection introuvable.";

export interface RedirectView {
  id: number;
  fromPath: string;
  toPath: string;
  source: "slug" | "manual";
  createdAt: string;
  createdBy: string | null;
}

/** Where `path` leads, or null. */
export async function findRedirectTarget(path: string): Promise<string | null> {
  const row = await db.redirect.findUnique({ where: { fromPath: path }, select: { toPath: true } });
  return row?.toPath ?? null;
}

/** Where `path` leads (cached until a redirect changes); null for none, or when the database cannot be read. */
export async function getRedirectTarget(rawPath: string): Promise<string | null> {
  const path = isStorableText(rawPath) ? normalizePath(rawPath) : null;
  if (!path) return null;
  return getCachedRedirectTarget(path);
}

async function getCachedRedirectTarget(path: string): Promise<string | null> {
  "use cache";
  cacheTag(REDIRECTS_TAG);
  const loaded = await loadPublic(`de la redirection ${path}`, () => findRedirectTarget(path));
  return loaded.ok ? loaded.data : null;
}

/**
 * Records that `to` replaces `from` (both paths), in the caller's transaction: `from` leads to `to`, whatever led to
 * `from` now leads to `to` too (one hop), and `to`, which shows a page, is redirected no more (renaming back removes
 * the loop). The caller expires REDIRECTS_TAG after its commit.
 */
export async function movePath(
  tx: DbClient,
  from: string,
  to: string,
  source: "slug" | "manual",
  actorId: number | null,
): Promise<void> {
  await tx.redirect.deleteMany({ where: { fromPath: to } });
  await tx.redirect.updateMany({ where: { toPath: from }, data: { toPath: to } });
  if (from !== to) {
    await tx.redirect.upsert({
      where: { fromPath: from },
      create: { fromPath: from, toPath: to, source, createdById: actorId },
      update: { toPath: to, source, createdById: actorId },
    });
  }
}

/** A path shows a page again (an article took this slug): it is no longer redirected. */
export async function stopRedirecting(tx: DbClient, path: string): Promise<boolean> {
  const { count } = await tx.redirect.deleteMany({ where: { fromPath: path } });
  return count > 0;
}

/** Every redirect, newest first: 'Redirections'. */
export async function listRedirects(): Promise<RedirectView[]> {
  const rows = await db.redirect.findMany({
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: {
      id: true,
      fromPath: true,
      toPath: true,
      source: true,
      createdAt: true,
      createdBy: { select: { username: true } },
    },
  });
  return rows.map((row) => ({
    id: row.id,
    fromPath: row.fromPath,
    toPath: row.toPath,
    source: row.source,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy?.username ?? null,
  }));
}

/**
 * 'Ajouter une redirection': `fromPath` leads to `toPath` (a path or a URL of this site). When the target is itself
 * redirected, the new redirect leads where it leads (one hop); one that makes a loop is refused.
 */
export async function addRedirect(input: ManualRedirectInput, actor: Actor): Promise<RedirectView> {
  const from = normalizePath(input.fromPath);
  if (!from) throw ApiError.badRequest("Ancienne adresse invalide", { fromPath: ["Ancienne adresse invalide"] });
  const target = normalizeTarget(input.toPath, siteOrigin());
  if (!target) throw ApiError.badRequest(BAD_TARGET, { toPath: [BAD_TARGET] });
  await db.$transaction(async (tx) => {
    const to =
      (await tx.redirect.findUnique({ where: { fromPath: target }, select: { toPath: true } }))?.toPath ?? target;
    if (to === from) throw ApiError.badRequest(SAME_ADDRESS, { toPath: [SAME_ADDRESS] });
    await movePath(tx, from, to, "manual", actor.id);
    await tx.missingPath.deleteMany({ where: { path: from } });
    await recordActivity(
      {
        type: "settings",
        title: `Redirection ajoutée : ${from}`,
        description: `${from} mène désormais à ${to} (par ${actor.username}).`,
        actorId: actor.id,
      },
      tx,
    );
  });
  expireTags(REDIRECTS_TAG);
  const saved = (await listRedirects()).find((row) => row.fromPath === from);
  if (!saved) throw ApiError.notFound(REDIRECT_NOT_FOUND);
  return saved;
}

/** Removes a redirect: its old address answers 404 again (unless a page takes it). */
export async function deleteRedirect(id: number, actor: Actor): Promise<{ id: number }> {
  await db.$transaction(async (tx) => {
    const row = await tx.redirect
      .delete({ where: { id }, select: { fromPath: true, toPath: true } })
      .catch((error: unknown) => {
        if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2025")
          throw ApiError.notFound(REDIRECT_NOT_FOUND);
        throw error;
      });
    await recordActivity(
      {
        type: "settings",
        title: `Redirection supprimée : ${row.fromPath}`,
        description: `${row.fromPath} ne mène plus à ${row.toPath} (par ${actor.username}).`,
        actorId: actor.id,
      },
      tx,
    );
  });
  expireTags(REDIRECTS_TAG);
  return { id };
}

/**
 * Counts a visit to a path that showed no page, in one statement: a path already logged is counted, a new one is
 * added while the log holds fewer than MAX_MISSING_PATHS. Paths longer than the column are not logged; nothing
 * about the visitor is.
 */
export async function recordMissingPath(rawPath: string): Promise<void> {
  const path = isStorableText(rawPath) ? rawPath.slice(0, MAX_PATH_LENGTH + 1) : "";
  if (!path.startsWith("/") || path.length > MAX_PATH_LENGTH) return;
  await db.$executeRaw`
    INSERT INTO missing_paths (path, hits, last_seen)
    SELECT ${path}, 1, now()
    WHERE EXISTS (SELECT 1 FROM missing_paths WHERE path = ${path})
       OR (SELECT count(*) FROM missing_paths) < ${MAX_MISSING_PATHS}
    ON CONFLICT (path) DO UPDATE SET hits = missing_paths.hits + 1, last_seen = now()`;
}

export interface MissingPathView {
  path: string;
  hits: number;
  lastSeen: string;
}

/** The most requested unknown paths, after dropping those not seen for MISSING_PATH_RETENTION_DAYS. */
export async function listMissingPaths(limit = 50): Promise<MissingPathView[]> {
  await db.missingPath.deleteMany({
    where: { lastSeen: { lt: new Date(Date.now() - MISSING_PATH_RETENTION_DAYS * 24 * 60 * 60 * 1000) } },
  });
  const rows = await db.missingPath.findMany({
    orderBy: [{ hits: "desc" }, { lastSeen: "desc" }],
    take: limit,
  });
  return rows.map((row) => ({ path: row.path, hits: row.hits, lastSeen: row.lastSeen.toISOString() }));
}
