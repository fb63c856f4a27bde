import { encode } from "next-auth/jwt";
import pg from "pg";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { GET as listUsersRoute, POST as createUserRoute } from "@/app/api/users/route";
import { DELETE as deleteUserRoute, PUT as updateUserRoute } from "@/app/api/users/[id]/route";
import { authSecret, sessionCookieName } from "@/lib/auth/cookie";
import { db } from "@/lib/db";
import { deleteUser, updateUser } from "@/lib/users";
import { verifyPassword } from "@/lib/users/password";
import { apiRequest, createTestUser, routeContext, sessionCookieHeader, TEST_PASSWORD } from "../helpers/auth";
import type { SessionUser } from "@/lib/auth/session";

let admin: SessionUser;

beforeEach(async () => {
  await db.user.deleteMany();
  admin = await createTestUser("admin", { username: "awa", email: "awa@agence.ci" });
});

const create = async (json: unknown, as: SessionUser = admin) =>
  createUserRoute(await apiRequest("/api/users", { method: "POST", as, json }), routeContext());
const update = async (id: number | string, json: unknown, as: SessionUser = admin) =>
  updateUserRoute(await apiRequest(`/api/users/${id}`, { method: "PUT", as, json }), routeContext({ id: String(id) }));
const remove = async (id: number | string, as: SessionUser = admin) =>
  deleteUserRoute(await apiRequest(`/api/users/${id}`, { method: "DELETE", as }), routeContext({ id: String(id) }));
const newUser = { username: "kofi", email: "Kofi@Agence.ci", password: "un-mot-de-passe-long", role: "editor" };

describe("users API", () => {
  it("creates a user: 201 with the user, e-mail lower-cased, password hashed with argon2id, activity recorded", async () => {
    const response = await create(newUser);
    expect(response.status).toBe(201);
    const created = await response.json();
    expect(created).toEqual({
      id: expect.any(Number),
      username: "kofi",
      email: "kofi@agence.ci",
      role: "editor",
      createdAt: expect.any(String),
      lastLogin: null,
    });
    const row = await db.user.findUniqueOrThrow({ where: { id: created.id } });
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row.passwordHash, newUser.password)).toBe(true);
    expect(
      await db.activity.findFirst({ where: { type: "user", targetId: created.id, actorId: admin.id } }),
    ).toMatchObject({ title: "Utilisateur créé : kofi" });
  });

  it("makes a new user a 'user' by default and ignores fields it does not know", async () => {
    const response = await create({
      username: "ama",
      email: "ama@agence.ci",
      password: "un-mot-de-passe-long",
      passwordHash: "x",
      id: 999,
      lastLogin: "2020-01-01",
    });
    expect(await response.json()).toMatchObject({ role: "user", lastLogin: null });
    expect((await db.user.findUniqueOrThrow({ where: { email: "ama@agence.ci" } })).id).not.toBe(999);
  });

  it("refuses an e-mail or a username already used (whatever the case), with a clear message on the field", async () => {
    await create(newUser);
    const sameEmail = await create({ ...newUser, username: "autre", email: "KOFI@agence.ci" });
    expect(sameEmail.status).toBe(409);
    expect(await sameEmail.json()).toMatchObject({
      message: "Cette adresse e-mail est déjà utilisée par un autre compte.",
      fieldErrors: { email: ["Cette adresse e-mail est déjà utilisée par un autre compte."] },
    });
    const sameName = await create({ ...newUser, username: "KoFi", email: "autre@agence.ci" });
    expect(sameName.status).toBe(409);
    expect(await sameName.json()).toMatchObject({
      message: "Ce nom d'utilisateur est déjà pris.",
      fieldErrors: { username: ["Ce nom d'utilisateur est déjà pris."] },
    });
  });

  it("gives the same clear message to two simultaneous creations of one e-mail", async () => {
    const [first, second] = await Promise.all([create(newUser), create({ ...newUser, username: "kofi2" })]);
    expect([first.status, second.status].sort()).toEqual([201, 409]);
    const loser = first.status === 409 ? first : second;
    expect((await loser.json()).message).toBe("Cette adresse e-mail est déjà utilisée par un autre compte.");
  });

  it("requires a password of at least 12 characters and a valid role, in French", async () => {
    const short = await create({ ...newUser, password: "court" });
    expect(short.status).toBe(400);
    expect((await short.json()).message).toBe("Le mot de passe doit contenir au moins 12 caractères");
    expect((await (await create({ ...newUser, role: "root" })).json()).message).toBe("Rôle invalide");
    expect((await (await create({ ...newUser, email: "kofi" })).json()).message).toBe("Adresse e-mail invalide");
  });

  it("keeps the password when the edit leaves it empty, and changes it otherwise", async () => {
    const kofi = await (await create(newUser)).json();
    const before = (await db.user.findUniqueOrThrow({ where: { id: kofi.id } })).passwordHash;
    const kept = await update(kofi.id, { username: "kofi", email: "kofi@agence.ci", password: "", role: "user" });
    expect(await kept.json()).toMatchObject({ role: "user" });
    expect((await db.user.findUniqueOrThrow({ where: { id: kofi.id } })).passwordHash).toBe(before);
    await update(kofi.id, {
      username: "kofi",
      email: "kofi@agence.ci",
      password: "nouveau-mot-de-passe",
      role: "user",
    });
    expect(
      await verifyPassword(
        (await db.user.findUniqueOrThrow({ where: { id: kofi.id } })).passwordHash,
        "nouveau-mot-de-passe",
      ),
    ).toBe(true);
    expect(
      (
        await (
          await update(kofi.id, { username: "kofi", email: "kofi@agence.ci", password: "court", role: "user" })
        ).json()
      ).message,
    ).toBe("Le mot de passe doit contenir au moins 12 caractères");
  });

  it("answers 404 for an unknown or malformed id", async () => {
    const body = { username: "x-y-z", email: "xyz@agence.ci", role: "user" };
    expect((await update(999_999, body)).status).toBe(404);
    expect(await (await update("abc", body)).json()).toMatchObject({ message: "Utilisateur introuvable." });
    expect((await remove(999_999)).status).toBe(404);
  });

  it("lets nobody demote the last administrator, but an administrator among several", async () => {
    const demote = await update(admin.id, { username: admin.username, email: admin.email, role: "editor" });
    expect(demote.status).toBe(409);
    expect((await demote.json()).message).toBe(
      "Impossible de retirer le rôle administrateur au dernier administrateur.",
    );
    const other = await createTestUser("admin");
    expect((await update(other.id, { username: other.username, email: other.email, role: "user" })).status).toBe(200);
  });

  it("keeps one administrator when two demote each other at the same moment", async () => {
    const other = await createTestUser("admin");
    // Another request demotes `other` in a transaction that has not committed yet…
    const concurrent = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await concurrent.connect();
    try {
      const { pid } = (await concurrent.query<{ pid: number }>("SELECT pg_backend_pid() AS pid")).rows[0]!;
      await concurrent.query("BEGIN");
      await concurrent.query("SELECT id FROM users WHERE role = 'admin' FOR UPDATE");
      await concurrent.query("UPDATE users SET role = 'editor' WHERE id = $1", [other.id]);
      // …while this one demotes `admin`: it must wait for the other to finish, then see that it would remove the last one.
      const demotion = updateUser(admin.id, { username: admin.username, email: admin.email, role: "editor" }, other);
      const settled = demotion.then(
        () => "done",
        () => "done",
      );
      // It is waiting for the other's locks (PostgreSQL says so) before the other commits.
      await vi.waitFor(
        async () =>
          expect(
            await db.$queryRaw<
              unknown[]
            >`SELECT 1 FROM pg_stat_activity WHERE ${pid}::int = ANY(pg_blocking_pids(pid))`,
          ).toHaveLength(1),
        { timeout: 10_000, interval: 50 },
      );
      await concurrent.query("COMMIT");
      await settled;
      await expect(demotion).rejects.toMatchObject({ status: 409 });
    } finally {
      await concurrent.end();
    }
    expect(await db.user.count({ where: { role: "admin" } })).toBe(1);
  });

  it("lets nobody delete themselves or the last administrator", async () => {
    const self = await remove(admin.id);
    expect(self.status).toBe(409);
    expect((await self.json()).message).toBe("Vous ne pouvez pas supprimer votre propre compte.");
    const editor = await createTestUser("editor");
    await expect(deleteUser(admin.id, editor)).rejects.toMatchObject({
      status: 409,
      message: "Impossible de supprimer le dernier administrateur.",
    });
    expect(await db.user.count({ where: { id: admin.id } })).toBe(1);
  });

  it("deletes a user and records who did it", async () => {
    const editor = await createTestUser("editor");
    const response = await remove(editor.id);
    expect(await response.json()).toEqual({
      success: true,
      message: `L'utilisateur ${editor.username} a été supprimé.`,
    });
    expect(await db.user.count({ where: { id: editor.id } })).toBe(0);
    expect(await db.activity.findFirst({ where: { targetId: editor.id, actorId: admin.id } })).toMatchObject({
      title: `Utilisateur supprimé : ${editor.username}`,
    });
  });

  it("takes the role from the database at each request: a demoted administrator loses access at once", async () => {
    const other = await createTestUser("admin");
    expect((await listUsersRoute(await apiRequest("/api/users", { as: other }), routeContext())).status).toBe(200);
    await db.user.update({ where: { id: other.id }, data: { role: "editor" } });
    expect((await listUsersRoute(await apiRequest("/api/users", { as: other }), routeContext())).status).toBe(403);
  });

  describe("a new password ends the sessions opened before it", () => {
    const listWith = async (cookie: string) =>
      (await listUsersRoute(await apiRequest("/api/users", { headers: { cookie } }), routeContext())).status;
    /** A session cookie of `user`, opened strictly before whatever happens next. */
    const earlierSession = async (user: SessionUser) => {
      const cookie = await sessionCookieHeader(user);
      const openedBy = Date.now(); // the cookie's opening time is at most this
      while (Date.now() <= openedBy) await new Promise((resolve) => setTimeout(resolve, 1));
      return cookie;
    };

    it("for an account whose password an administrator changes; an edit without a password ends nothing", async () => {
      const other = await createTestUser("admin");
      const cookie = await earlierSession(other);
      const fields = { username: other.username, email: other.email, role: "admin" };
      await update(other.id, { ...fields, password: "" });
      expect(await listWith(cookie)).toBe(200);
      await update(other.id, { ...fields, password: "nouveau-mot-de-passe" });
      expect(await listWith(cookie)).toBe(401);
      expect(await listWith(await sessionCookieHeader(other))).toBe(200);
    });

    it("for a cookie from before server sessions (no session token in it): it opens nothing", async () => {
      const other = await createTestUser("admin");
      const legacyCookie = `${sessionCookieName()}=${await encode({ token: { sub: String(other.id), name: other.username, email: other.email }, secret: authSecret() })}`;
      expect(await listWith(legacyCookie)).toBe(401);
    });

    it("except the one of an administrator changing their own: it goes on with a new cookie", async () => {
      const otherDevice = await earlierSession(admin);
      const response = await update(admin.id, {
        username: admin.username,
        email: admin.email,
        role: "admin",
        password: "nouveau-mot-de-passe",
        // One's own password changes against the current one (re-authentication).
        currentPassword: TEST_PASSWORD,
      });
      expect(response.status).toBe(200);
      const renewed = response.headers.getSetCookie().find((header) => header.startsWith("next-auth.session-token="));
      expect(renewed).toMatch(/HttpOnly/i);
      expect(await listWith(renewed!.split(";")[0]!)).toBe(200);
      expect(await listWith(otherDevice)).toBe(401);
    });
  });
});

describe("no JSON answer carries a password or its hash", () => {
  it("holds for the list, create, edit, delete and login answers", async () => {
    const created = await create(newUser);
    const kofi = await created.clone().json();
    const answers = [
      created,
      await listUsersRoute(await apiRequest("/api/users", { as: admin }), routeContext()),
      await update(kofi.id, { ...newUser, password: "encore-un-mot-de-passe" }),
      await login(
        await apiRequest("/api/auth/login", {
          method: "POST",
          json: { email: admin.email, password: TEST_PASSWORD },
          headers: { "x-forwarded-for": "192.0.2.1" },
        }),
        {},
      ),
      await remove(kofi.id),
    ];
    const hashes = (await db.user.findMany({ select: { passwordHash: true } })).map((row) => row.passwordHash);
    for (const answer of answers) {
      expect(answer.status).toBeLessThan(300);
      const text = await answer.text();
      expect(text).not.toMatch(/password|argon2/i);
      for (const secret of [TEST_PASSWORD, newUser.password, "encore-un-mot-de-passe", ...hashes])
        expect(text).not.toContain(secret);
    }
  });
});
