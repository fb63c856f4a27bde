import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { recordActivity } from "@/lib/activities";
import { ApiError } from "@/lib/api";
import { SESSION_IDLE_SECONDS, SESSION_MAX_AGE_SECONDS } from "@/lib/auth/cookie";
import { can } from "@/lib/auth/permissions";
import { db, type DbClient } from "@/lib/db";
import type { Role } from "@/lib/generated/prisma/enums";
import type { SessionUser } from "@/lib/users";

// Back-office sessions live on the server (table sessions). The NextAuth cookie (an encrypted JWT) carries a random
// session token; the table keeps its SHA-256 (the token itself is never stored), the account, when it opened, when it
// was last seen, its absolute end, the browser and the address. Every request reloads the user and checks its session
// in one query (findSessionUser), so that signing out, ending a session from another device, a new password or a
// deleted account take effect on the next request, whatever the cookie says.

/** last_seen_at is written at most this often: not a write per request. */
const TOUCH_INTERVAL_SECONDS = 60;

/** The signed-in user of a request, and the id of the session it came with (to end it, or keep it). */
export interface SignedInUser extends SessionUser {
  sessionId: string;
}

export interface SessionContext {
  userAgent?: string | null;
  clientAddress?: string | null;
}

/** A session as the users screen and 'Mon compte' list it. */
export interface SessionView {
  /** The session's id in the table (a digest: it cannot be turned into a cookie). */
  id: string;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  userAgent: string | null;
  clientAddress: string | null;
  /** Whether this is the session of the request that asks. */
  current: boolean;
}

function sessionIdOf(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Opens a session for `userId`: returns the token the cookie carries, and its absolute end. */
export async function openSession(
  userId: number,
  context: SessionContext = {},
): Promise<{ token: string; sessionId: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000);
  const sessionId = sessionIdOf(token);
  await db.session.create({
    data: {
      id: sessionId,
      userId,
      expiresAt,
      userAgent: context.userAgent?.slice(0, 500) || null,
      clientAddress: context.clientAddress?.slice(0, 100) || null,
    },
  });
  return { token, sessionId, expiresAt };
}

interface SessionRow {
  id: number;
  username: string;
  email: string;
  role: Role;
  lastSeenAt: Date;
}

/**
 * The user of a live session: the token's session exists, is not revoked, has neither reached its absolute end
 * nor been idle too long, belongs to account `userId`, and that account may sign in (an administrator without a
 * second factor may not while the site requires one). One query; last_seen_at is refreshed at most once a minute,
 * unless the request is background polling (`activity: false`), which keeps no session alive.
 */
export async function findSessionUser(
  token: string,
  userId: number,
  { activity = true }: { activity?: boolean } = {},
): Promise<SignedInUser | null> {
  const sessionId = sessionIdOf(token);
  const [row] = await db.$queryRaw<SessionRow[]>`
    SELECT u.id, u.username, u.email, u.role, s.last_seen_at AS "lastSeenAt"
    FROM sessions s
    JOIN users u ON u.id = s.user_id
    LEFT JOIN site_settings settings ON settings.id = 1
    WHERE s.id = ${sessionId}
      AND s.user_id = ${userId}
      AND s.revoked_at IS NULL
      AND s.expires_at > now()
      AND s.last_seen_at > now() - make_interval(secs => ${SESSION_IDLE_SECONDS})
      AND NOT (u.role = 'admin' AND coalesce(settings.require_admin_two_factor, false) AND u.totp_enabled_at IS NULL)`;
  if (!row) return null;
  if (activity && Date.now() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_SECONDS * 1000) {
    await db.$executeRaw`
      UPDATE sessions SET last_seen_at = now()
      WHERE id = ${sessionId} AND last_seen_at < now() - make_interval(secs => ${TOUCH_INTERVAL_SECONDS})`;
  }
  return { id: row.id, username: row.username, email: row.email, role: row.role, sessionId };
}

/** Ends the session of `token` (sign-out). Unknown or already ended: nothing to do. */
export async function revokeSessionToken(token: string): Promise<void> {
  await db.session.updateMany({ where: { id: sessionIdOf(token), revokedAt: null }, data: { revokedAt: new Date() } });
}

/**
 * Ends every live session of `userId` but `exceptSessionId` (when given). Used by a new password and a password
 * reset (in their transaction, through `client`) and by 'Se déconnecter de tous les appareils'. Returns how many ended.
 */
export async function revokeUserSessions(
  userId: number,
  { exceptSessionId, client = db }: { exceptSessionId?: string; client?: DbClient } = {},
): Promise<number> {
  const { count } = await client.session.updateMany({
    where: {
      userId,
      revokedAt: null,
      expiresAt: { gt: new Date() },
      ...(exceptSessionId ? { id: { not: exceptSessionId } } : {}),
    },
    data: { revokedAt: new Date() },
  });
  return count;
}

/** The live sessions of `userId`, most recently seen first (`current`: the one of `currentSessionId`). */
export async function listActiveSessions(userId: number, currentSessionId?: string): Promise<SessionView[]> {
  const rows = await db.session.findMany({
    where: {
      userId,
      revokedAt: null,
      expiresAt: { gt: new Date() },
      lastSeenAt: { gt: new Date(Date.now() - SESSION_IDLE_SECONDS * 1000) },
    },
    orderBy: [{ lastSeenAt: "desc" }, { createdAt: "desc" }],
  });
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    userAgent: row.userAgent,
    clientAddress: row.clientAddress,
    current: row.id === currentSessionId,
  }));
}

/** Whether `actor` may see and end the sessions of account `userId`: their own, or anyone's with users:write. */
function assertMayManage(actor: SessionUser, userId: number) {
  if (actor.id !== userId && !can(actor.role, "users:write")) throw ApiError.forbidden();
}

/** The sessions screen: the live sessions of `userId`, for the account itself or an administrator. */
export async function listSessionsFor(
  userId: number,
  actor: SessionUser & Partial<Pick<SignedInUser, "sessionId">>,
): Promise<SessionView[]> {
  assertMayManage(actor, userId);
  return listActiveSessions(userId, actor.sessionId);
}

/** Ends one session (listed by listSessionsFor): one's own, or any account's for an administrator. */
export async function endSession(sessionId: string, actor: SignedInUser): Promise<void> {
  const session = await db.session.findUnique({ where: { id: sessionId }, select: { userId: true } });
  if (!session) throw ApiError.notFound("Session introuvable.");
  assertMayManage(actor, session.userId);
  await db.$transaction(async (tx) => {
    await tx.session.updateMany({ where: { id: sessionId, revokedAt: null }, data: { revokedAt: new Date() } });
    if (session.userId !== actor.id) await recordSessionsEnded(tx, session.userId, actor, "une session");
  });
}

/**
 * Ends the sessions of account `userId`: for oneself, every other device ('Se déconnecter de tous les appareils'
 * keeps the session that asks unless `includeCurrent`); for an administrator, every session of another account.
 */
export async function endAllSessions(
  userId: number,
  actor: SignedInUser,
  { includeCurrent = false }: { includeCurrent?: boolean } = {},
): Promise<number> {
  assertMayManage(actor, userId);
  return db.$transaction(async (tx) => {
    const ended = await revokeUserSessions(userId, {
      exceptSessionId: userId === actor.id && !includeCurrent ? actor.sessionId : undefined,
      client: tx,
    });
    if (userId !== actor.id) await recordSessionsEnded(tx, userId, actor, "toutes les sessions");
    return ended;
  });
}

async function recordSessionsEnded(client: DbClient, userId: number, actor: SessionUser, what: string) {
  const target = await client.user.findUnique({ where: { id: userId }, select: { username: true } });
  await recordActivity(
    {
      type: "user",
      title: `Sessions fermées : ${target?.username ?? userId}`,
      description: `${actor.username} a fermé ${what} du compte.`,
      targetId: userId,
      actorId: actor.id,
    },
    client,
  );
}
