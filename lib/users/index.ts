import "server-only";
import { recordActivity } from "@/lib/activities";
import { ApiError } from "@/lib/api";
import { revokeUserSessions } from "@/lib/auth/sessions";
import { db, type DbClient, Prisma } from "@/lib/db";
import type { Role } from "@/lib/generated/prisma/enums";
import { notifyAccountHolder } from "@/lib/users/notices";
import { assertAcceptablePassword } from "@/lib/users/password-check";
import { hashPassword } from "@/lib/users/password";
import { ROLE_LABELS } from "@/lib/users/rules";
import type { CreateUserInput, UpdateUserInput } from "@/lib/users/schemas";

/** The fields of a user that may leave the server: never the password hash. */
const userViewSelect = {
  id: true,
  username: true,
  email: true,
  role: true,
  createdAt: true,
  lastLogin: true,
} satisfies Prisma.UserSelect;

type UserRow = Prisma.UserGetPayload<{ select: typeof userViewSelect }>;

/** A user as the API and the screens present it. */
export interface UserView {
  id: number;
  username: string;
  email: string;
  role: Role;
  createdAt: string;
  lastLogin: string | null;
}

/** The signed-in user as authorization sees it, read from the database on every request. */
export interface SessionUser {
  id: number;
  username: string;
  email: string;
  role: Role;
}

/** Who made a change, for the activity feed and the self-deletion rule. */
export type Actor = Pick<SessionUser, "id" | "username">;

function toUserView(row: UserRow): UserView {
  return { ...row, createdAt: row.createdAt.toISOString(), lastLogin: row.lastLogin?.toISOString() ?? null };
}

export async function listUsers(): Promise<UserView[]> {
  const rows = await db.user.findMany({ select: userViewSelect, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
  return rows.map(toUserView);
}

export async function findUserView(id: number): Promise<UserView | null> {
  const row = await db.user.findUnique({ where: { id }, select: userViewSelect });
  return row ? toUserView(row) : null;
}

/** For the sign-in check only (lib/auth): the one read that includes the password hash and two-factor state. */
export function findUserCredentials(email: string) {
  return db.user.findUnique({
    where: { email: email.trim().toLowerCase() },
    select: {
      id: true,
      username: true,
      email: true,
      role: true,
      passwordHash: true,
      totpEnabledAt: true,
      lastLogin: true,
    },
  });
}

/** A successful sign-in: lastLogin and the activity feed. */
export async function recordLogin(user: Actor): Promise<void> {
  await db.$transaction(async (tx) => {
    await tx.user.update({ where: { id: user.id }, data: { lastLogin: new Date() } });
    await recordActivity(
      {
        type: "user",
        title: `Connexion de ${user.username}`,
        description: `${user.username} s'est connecté au back-office.`,
        targetId: user.id,
        actorId: user.id,
      },
      tx,
    );
  });
}

/**
 * The dashboard's 'Utilisateurs' card (spec: active administrators): administrators who have signed in, since the
 * users list calls an account that never has 'Compte inactif'.
 */
export async function countActiveAdministrators(): Promise<number> {
  return db.user.count({ where: { role: "admin", lastLogin: { not: null } } });
}

export async function createUser(input: CreateUserInput, actor: Actor): Promise<UserView> {
  assertAcceptablePassword(input.password);
  const passwordHash = await hashPassword(input.password);
  return withUniqueMessages(input, undefined, () =>
    db.$transaction(async (tx) => {
      await assertUnique(tx, input);
      const row = await tx.user.create({
        data: { username: input.username, email: input.email, role: input.role, passwordHash },
        select: userViewSelect,
      });
      await recordActivity(
        {
          type: "user",
          title: `Utilisateur créé : ${row.username}`,
          description: `${ROLE_LABELS[row.role]} créé par ${actor.username}.`,
          targetId: row.id,
          actorId: actor.id,
        },
        tx,
      );
      return toUserView(row);
    }),
  );
}

/**
 * Updates an account (users screen, PUT /api/users/{id}, 'Mon compte'). One's own password or e-mail address is
 * changed only after the current password was checked again (lib/auth/accounts.ts does it before calling this). A new
 * password ends every session of the account; the holder gets a mail for a new password, and at the former address
 * for a new e-mail address.
 */
export async function updateUser(id: number, input: UpdateUserInput, actor: Actor): Promise<UserView> {
  if (input.password) assertAcceptablePassword(input.password);
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  const { current, updated } = await withUniqueMessages(input, id, () =>
    db.$transaction(async (tx) => {
      const current = await lockAdminsAndFind(tx, id);
      if (
        current.role === "admin" &&
        input.role !== "admin" &&
        (await tx.user.count({ where: { role: "admin" } })) <= 1
      ) {
        throw ApiError.conflict("Impossible de retirer le rôle administrateur au dernier administrateur.");
      }
      await assertUnique(tx, input, id);
      const row = await tx.user.update({
        where: { id },
        data: {
          username: input.username,
          email: input.email,
          role: input.role,
          ...(passwordHash ? { passwordHash } : {}),
        },
        select: userViewSelect,
      });
      // A new password ends every session of the account (the route opens a new one for an administrator who
      // changed their own).
      if (passwordHash) await revokeUserSessions(id, { client: tx });
      await recordActivity(
        {
          type: "user",
          title: `Utilisateur mis à jour : ${row.username}`,
          description: updateDescription(current.role, row.role, Boolean(passwordHash), actor),
          targetId: row.id,
          actorId: actor.id,
        },
        tx,
      );
      return { current, updated: toUserView(row) };
    }),
  );
  const byWhom = id === actor.id ? "" : ` par ${actor.username}`;
  if (passwordHash)
    notifyAccountHolder(updated, {
      subject: "Le mot de passe de votre compte a été modifié",
      what: `Le mot de passe de votre compte du back-office vient d'être modifié${byWhom}. Les autres sessions ouvertes ont été fermées.`,
    });
  if (updated.email !== current.email)
    notifyAccountHolder(current, {
      subject: "L'adresse e-mail de votre compte a été modifiée",
      what: `L'adresse e-mail de votre compte du back-office vient d'être remplacée par ${updated.email}${byWhom}.`,
    });
  return updated;
}

export async function deleteUser(id: number, actor: Actor): Promise<UserView> {
  if (id === actor.id) throw ApiError.conflict("Vous ne pouvez pas supprimer votre propre compte.");
  return db.$transaction(async (tx) => {
    await lockAndKeepOneAdministrator(tx, id, "Impossible de supprimer le dernier administrateur.");
    const row = await tx.user.delete({ where: { id }, select: userViewSelect });
    await recordActivity(
      {
        type: "user",
        title: `Utilisateur supprimé : ${row.username}`,
        description: `Compte ${row.email} supprimé par ${actor.username}.`,
        targetId: row.id,
        actorId: actor.id,
      },
      tx,
    );
    return toUserView(row);
  });
}

/**
 * Locks every administrator row for the rest of the transaction, so that two concurrent changes cannot each
 * see another administrator left and together remove the last one; then reads the user concerned.
 */
async function lockAdminsAndFind(tx: Prisma.TransactionClient, id: number) {
  await tx.$queryRaw`SELECT id FROM users WHERE role = 'admin' FOR UPDATE`;
  const user = await tx.user.findUnique({ where: { id }, select: { role: true, username: true, email: true } });
  if (!user) throw ApiError.notFound("Utilisateur introuvable.");
  return user;
}

/**
 * Before an account is removed (deleted, or erased from 'Données personnelles'): refuses with `refusal` (409) when it
 * is the last administrator, under the lock of lockAdminsAndFind.
 */
export async function lockAndKeepOneAdministrator(tx: Prisma.TransactionClient, id: number, refusal: string) {
  const current = await lockAdminsAndFind(tx, id);
  if (current.role === "admin" && (await tx.user.count({ where: { role: "admin" } })) <= 1)
    throw ApiError.conflict(refusal);
  return current;
}

const EMAIL_TAKEN = "Cette adresse e-mail est déjà utilisée par un autre compte.";
const USERNAME_TAKEN = "Ce nom d'utilisateur est déjà pris.";

/** E-mails are stored lower-cased; usernames are compared without case so that 'Awa' and 'awa' cannot both exist. */
async function assertUnique(client: DbClient, input: { email: string; username: string }, exceptId?: number) {
  const clashes = await client.user.findMany({
    where: {
      ...(exceptId ? { id: { not: exceptId } } : {}),
      OR: [{ email: input.email }, { username: { equals: input.username, mode: "insensitive" } }],
    },
    select: { email: true, username: true },
  });
  const fieldErrors: Record<string, string[]> = {};
  if (clashes.some((user) => user.email === input.email)) fieldErrors.email = [EMAIL_TAKEN];
  if (clashes.some((user) => user.username.toLowerCase() === input.username.toLowerCase()))
    fieldErrors.username = [USERNAME_TAKEN];
  const [first] = Object.values(fieldErrors);
  if (first) throw new ApiError(409, first[0]!, { fieldErrors });
}

/** Two requests racing for the same e-mail or username: the loser gets the same clear message, not a bare 409. */
async function withUniqueMessages<T>(
  input: { email: string; username: string },
  exceptId: number | undefined,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002")
      await assertUnique(db, input, exceptId);
    throw error;
  }
}

function updateDescription(before: Role, after: Role, passwordChanged: boolean, actor: Actor): string {
  const changes = [
    before !== after ? `rôle ${ROLE_LABELS[before]} → ${ROLE_LABELS[after]}` : null,
    passwordChanged ? "mot de passe changé" : null,
  ].filter(Boolean);
  return `Modifié par ${actor.username}${changes.length ? ` (${changes.join(", ")})` : ""}.`;
}
