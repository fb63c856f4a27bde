// One's own credentials and second factor (issue 39, ASVS 2.1, 2.2, 2.8, 3.3, 3.7): every code check is throttled,
// a password or e-mail change asks for the current password, weak passwords are refused, and the account's holder
// is told by mail. Through the server actions 'Mon compte' calls and the JSON API, against PostgreSQL and a real
// SMTP server.
import { NextRequest } from "next/server";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { startTestSmtpServer } from "../helpers/smtp";

vi.mock("next/headers", async (original) =>
  (await import("../helpers/action-session")).withActionSession(await original()),
);

const smtp = await startTestSmtpServer();
process.env.SMTP_HOST = "127.0.0.1";
process.env.SMTP_PORT = String(smtp.port);
afterAll(() => smtp.stop());
// Imported once the SMTP variables are set: the environment is read once per module instance.
const { apiRequest, createTestUser, routeContext, sessionCookieHeader, TEST_PASSWORD } =
  await import("../helpers/auth");
const { actAs, actFrom } = await import("../helpers/action-session");
const accountActions = await import("@/app/admin/(shell)/account/actions");
const { createUserAction } = await import("@/app/admin/(shell)/users/actions");
const { PUT: putUser } = await import("@/app/api/users/[id]/route");
const { POST: login } = await import("@/app/api/auth/login/route");
const { totpCode, totpStep } = await import("@/lib/auth/totp");
const { LOGIN_THROTTLE } = await import("@/lib/auth/throttle");
const { getSessionUser } = await import("@/lib/auth/session");
const { BACKGROUND_REQUEST_HEADER, SESSION_IDLE_SECONDS } = await import("@/lib/auth/cookie");
const { authOptions } = await import("@/lib/auth/options");
const { db } = await import("@/lib/db");

let addressCounter = 0;
const nextAddress = () => `198.18.0.${(addressCounter += 1)}`;
beforeEach(() => actFrom(nextAddress()));

/** An account with two-factor on, its secret, and the next TOTP step not yet used. */
async function accountWithTwoFactor(role: "admin" | "editor" | "user" = "editor") {
  const user = await createTestUser(role);
  await actAs(user);
  const started = await accountActions.startEnrolmentAction({});
  if (!started.ok) throw new Error(started.error);
  const confirmed = await accountActions.confirmEnrolmentAction({ code: totpCode(started.data.secret, totpStep()) });
  if (!confirmed.ok) throw new Error(confirmed.error);
  return { user, secret: started.data.secret, recoveryCodes: confirmed.data.recoveryCodes };
}

const mailTo = async (email: string, subject: string) =>
  (await smtp.waitFor((mail) => mail.to.includes(email) && mail.subject === subject))[0]!;

describe("every second-factor check is throttled", () => {
  it("turning two-factor off refuses wrong codes past the account's budget, then the right one too", async () => {
    const { user, secret } = await accountWithTwoFactor();
    const statuses: number[] = [];
    // 60 wrong codes from one open session were all checked before; now the throttle's rule holds (from any address).
    for (let attempt = 0; attempt < LOGIN_THROTTLE.ACCOUNT_BUDGET + 2; attempt += 1) {
      actFrom(nextAddress());
      const result = await accountActions.disableTwoFactorAction({ code: String(100000 + attempt) });
      statuses.push(result.ok ? 200 : result.status);
    }
    expect(statuses.slice(0, LOGIN_THROTTLE.ACCOUNT_BUDGET)).toEqual(Array(LOGIN_THROTTLE.ACCOUNT_BUDGET).fill(400));
    expect(statuses.slice(LOGIN_THROTTLE.ACCOUNT_BUDGET)).toEqual([429, 429]);
    const throttled = await accountActions.disableTwoFactorAction({ code: totpCode(secret, totpStep() + 1) });
    expect(throttled).toMatchObject({ ok: false, status: 429 });
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).totpEnabledAt).not.toBeNull();
  });

  it("new recovery codes: at most the account's budget of wrong codes an hour, however many addresses", async () => {
    await accountWithTwoFactor();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < LOGIN_THROTTLE.ACCOUNT_BUDGET + 3; attempt += 1) {
      actFrom(nextAddress());
      const result = await accountActions.regenerateRecoveryCodesAction({ code: String(200000 + attempt) });
      statuses.push(result.ok ? 200 : result.status);
    }
    expect(statuses.filter((status) => status === 400)).toHaveLength(LOGIN_THROTTLE.ACCOUNT_BUDGET);
    expect(statuses.slice(LOGIN_THROTTLE.ACCOUNT_BUDGET)).toEqual([429, 429, 429]);
  });

  it("turning two-factor off with the right code mails the account's holder", async () => {
    const { user, secret } = await accountWithTwoFactor();
    expect(await accountActions.disableTwoFactorAction({ code: totpCode(secret, totpStep() + 1) })).toMatchObject({
      ok: true,
    });
    const notice = await mailTo(user.email, "La double authentification a été désactivée sur votre compte");
    expect(notice.text).toContain("/admin/forgot-password");
  });
});

describe("changing one's own credentials asks for the current password", () => {
  const put = async (user: { id: number; username: string; email: string }, json: unknown) => {
    const request = await apiRequest(`/api/users/${user.id}`, {
      method: "PUT",
      json,
      headers: { cookie: await sessionCookieHeader(user), "x-forwarded-for": nextAddress() },
    });
    return putUser(request, routeContext({ id: String(user.id) }));
  };

  it("PUT /api/users/{self} with a new password or e-mail: 400 without the current password, or with a wrong one", async () => {
    const admin = await createTestUser("admin");
    const base = { username: admin.username, email: admin.email, role: "admin" };
    const missing = await put(admin, { ...base, password: "un-nouveau-mot-de-passe-sur" });
    expect(missing.status).toBe(400);
    expect((await missing.json()).fieldErrors.currentPassword[0]).toMatch(/mot de passe actuel/);
    expect((await put(admin, { ...base, email: `autre-${admin.email}` })).status).toBe(400);
    expect(
      (await put(admin, { ...base, password: "un-nouveau-mot-de-passe-sur", currentPassword: "pas-le-bon" })).status,
    ).toBe(400);
    // Nothing changed, and no session ended.
    expect((await login(loginRequest(admin.email, TEST_PASSWORD), {})).status).toBe(200);

    const changed = await put(admin, {
      ...base,
      password: "un-nouveau-mot-de-passe-sur",
      currentPassword: TEST_PASSWORD,
    });
    expect(changed.status).toBe(200);
    expect((await login(loginRequest(admin.email, "un-nouveau-mot-de-passe-sur"), {})).status).toBe(200);
    expect((await mailTo(admin.email, "Le mot de passe de votre compte a été modifié")).text).toContain(
      "Si ce n'est pas vous",
    );
    // Other fields of one's own account change without it.
    expect((await put(admin, { ...base, username: `${admin.username}-2` })).status).toBe(200);
  });

  it("an editor and a user change their own password and e-mail address on 'Mon compte'", async () => {
    for (const role of ["editor", "user"] as const) {
      const user = await createTestUser(role);
      await actAs(user);
      const wrong = await accountActions.changeMyPasswordAction({
        currentPassword: "pas-le-bon",
        password: "une-phrase-de-passe-neuve",
        confirmPassword: "une-phrase-de-passe-neuve",
      });
      expect(wrong).toMatchObject({ ok: false, status: 400, fieldErrors: { currentPassword: expect.any(Array) } });
      const done = await accountActions.changeMyPasswordAction({
        currentPassword: TEST_PASSWORD,
        password: "une-phrase-de-passe-neuve",
        confirmPassword: "une-phrase-de-passe-neuve",
      });
      expect(done).toMatchObject({ ok: true });
      // Every session of the account ended; the browser that changed it got a new one (a cookie set by the action).
      await actAs(user);
      const newEmail = `nouveau-${user.email}`;
      expect(
        await accountActions.changeMyEmailAction({ currentPassword: "une-phrase-de-passe-neuve", email: newEmail }),
      ).toMatchObject({ ok: true, data: { email: newEmail } });
      // The former address is told.
      await mailTo(user.email, "L'adresse e-mail de votre compte a été modifiée");
      expect((await login(loginRequest(newEmail, "une-phrase-de-passe-neuve"), {})).status).toBe(200);
    }
  });
});

describe("password policy", () => {
  it.each(["password1234", "123456789012", "aaaaaaaaaaaa", "Azertyuiop2024!", "abcabcabcabc", "qwertyuiop12"])(
    "refuses %s, in French",
    async (password) => {
      const admin = await createTestUser("admin");
      await actAs(admin);
      const result = await createUserAction({
        username: `faible-${(addressCounter += 1)}`,
        email: `faible-${addressCounter}@test.ci`,
        password,
        role: "user",
      });
      expect(result).toMatchObject({
        ok: false,
        status: 400,
        fieldErrors: { password: [expect.stringMatching(/mot de passe/)] },
      });
    },
  );

  it("accepts a long passphrase", async () => {
    const admin = await createTestUser("admin");
    await actAs(admin);
    const result = await createUserAction({
      username: `solide-${(addressCounter += 1)}`,
      email: `solide-${addressCounter}@test.ci`,
      password: "le baobab de Cocody fleurit en mars",
      role: "user",
    });
    expect(result).toMatchObject({ ok: true });
  });
});

describe("sessions", () => {
  const requestWith = (cookie: string, headers: Record<string, string> = {}) =>
    new NextRequest("http://localhost/admin", { headers: { cookie, ...headers } });

  it("end after 30 minutes without a request; the bell's background polling keeps none alive", async () => {
    expect(SESSION_IDLE_SECONDS).toBe(30 * 60);
    const user = await createTestUser("editor");
    const cookie = await sessionCookieHeader(user);
    const session = (await getSessionUser(requestWith(cookie)))!;
    const idleFor = (minutes: number) =>
      db.session.update({
        where: { id: session.sessionId },
        data: { lastSeenAt: new Date(Date.now() - minutes * 60_000) },
      });
    await idleFor(29);
    expect(await getSessionUser(requestWith(cookie, { [BACKGROUND_REQUEST_HEADER]: "1" }))).not.toBeNull();
    // The poll did not count as activity: a minute later the session has been idle for 30 minutes.
    await db.session.update({
      where: { id: session.sessionId },
      data: { lastSeenAt: new Date(Date.now() - 31 * 60_000) },
    });
    expect(await getSessionUser(requestWith(cookie))).toBeNull();
    await idleFor(5);
    expect(await getSessionUser(requestWith(cookie))).not.toBeNull();
  });

  it("NextAuth's session endpoint refuses the cookie of an ended session (its JWT callback throws, so NextAuth expires it)", async () => {
    const user = await createTestUser("editor");
    const cookie = await sessionCookieHeader(user);
    const { readSessionToken } = await import("@/lib/auth/session");
    const token = (await readSessionToken(requestWith(cookie)))!;
    const jwt = authOptions().callbacks!.jwt! as (params: { token: typeof token }) => Promise<unknown>;
    await expect(jwt({ token })).resolves.toMatchObject({ email: user.email });
    await db.session.updateMany({ where: { userId: user.id }, data: { revokedAt: new Date() } });
    await expect(jwt({ token })).rejects.toThrow(/ended/);
  });
});

function loginRequest(email: string, password: string) {
  return new NextRequest("http://localhost/api/auth/login", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": nextAddress(), host: "localhost" },
    body: JSON.stringify({ email, password }),
  });
}
