import { createHash } from "node:crypto";
import { afterAll, describe, expect, it, vi } from "vitest";
import { apiRequest, createTestUser, routeContext, sessionCookieHeader, TEST_PASSWORD } from "../helpers/auth";
import { type ReceivedMail, startTestSmtpServer } from "../helpers/smtp";

// A real SMTP server: the reset mail goes through the app's mail module (serverEnv is read at the first send).
const smtp = await startTestSmtpServer();
process.env.SMTP_HOST = "127.0.0.1";
process.env.SMTP_PORT = String(smtp.port);
afterAll(() => smtp.stop());
// The environment is read once per module instance: fresh modules see the SMTP server.
vi.resetModules();
const { POST: login } = await import("@/app/api/auth/login/route");
const { POST: requestReset } = await import("@/app/api/auth/password-reset/route");
const { POST: confirmReset } = await import("@/app/api/auth/password-reset/confirm/route");
const { GET: listUsers } = await import("@/app/api/users/route");
const { INVALID_RESET_LINK, RESET_MAIL_INTERVAL_MINUTES, RESET_REQUESTED_MESSAGE } =
  await import("@/lib/auth/password-reset");
const { db } = await import("@/lib/db");
const { backgroundWorkDone } = await import("@/lib/production-server");

/** As if the account's reset links had been mailed `minutes` ago. */
const mailedMinutesAgo = (userId: number, minutes: number) =>
  db.passwordResetToken.updateMany({ where: { userId }, data: { createdAt: new Date(Date.now() - minutes * 60_000) } });

const NEW_PASSWORD = "un-tout-nouveau-mot-de-passe";
let clientCounter = 0;
const nextClient = () => `192.0.2.${(clientCounter += 1)}`;

const post = (handler: typeof requestReset, url: string, json: unknown, client = nextClient()) =>
  apiRequest(url, { method: "POST", json, headers: { "x-forwarded-for": client, host: "localhost" } }).then((request) =>
    handler(request, routeContext()),
  );
const ask = (email: string, client?: string) => post(requestReset, "/api/auth/password-reset", { email }, client);
const confirm = (token: string, password = NEW_PASSWORD) =>
  post(confirmReset, "/api/auth/password-reset/confirm", { token, password, confirmPassword: password });
const signIn = (email: string, password: string) =>
  post(login, "/api/auth/login", { email, password }).then((response) => response.status);
const tokenOf = (mail: ReceivedMail) => new URL(/https?:\/\/\S+/.exec(mail.text)![0]).searchParams.get("token")!;

const isResetMailTo = (email: string) => (mail: ReceivedMail) =>
  mail.to.includes(email) && mail.subject === "Réinitialisation de votre mot de passe";

/**
 * The `nth` reset mail `email` has received, once it has. Counted from the start, not from a count taken after the
 * requests: a burst's first request has mailed by the time its last one returns, and a count taken then waited for
 * a mail that was already there (the flake of 'cannot be used up by others').
 */
async function resetMail(email: string, nth: number): Promise<ReceivedMail> {
  const mails = await smtp.waitFor(isResetMailTo(email), nth);
  return mails[nth - 1]!;
}

describe("password reset by e-mail", () => {
  it("answers the same whether the address has an account or not, and mails a link only to an account", async () => {
    const user = await createTestUser("editor");
    const known = await ask(user.email.toUpperCase());
    const unknown = await ask("personne@nulle-part.ci");
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await known.json()).toEqual({ success: true, message: RESET_REQUESTED_MESSAGE });
    expect(await unknown.json()).toEqual({ success: true, message: RESET_REQUESTED_MESSAGE });
    const mail = await resetMail(user.email, 1);
    expect(mail.subject).toBe("Réinitialisation de votre mot de passe");
    expect(mail.text).toMatch(/\/admin\/reset-password\?token=[\w-]{40,}/);
    expect(mail.text).toContain("30 minutes");
    // Once the unknown address's background task has run: it sent nothing.
    await backgroundWorkDone();
    expect(smtp.received.some((received) => received.to.includes("personne@nulle-part.ci"))).toBe(false);
  });

  it("stores only the token's digest; the link sets the password once, ends every session and then is spent", async () => {
    const user = await createTestUser("admin");
    const cookie = await sessionCookieHeader(user);
    const listWith = async () =>
      (await listUsers(await apiRequest("/api/users", { headers: { cookie } }), routeContext())).status;
    expect(await listWith()).toBe(200);

    await ask(user.email);
    const token = tokenOf(await resetMail(user.email, 1));
    const stored = await db.passwordResetToken.findMany({ where: { userId: user.id } });
    expect(stored).toHaveLength(1);
    expect(stored[0]!.id).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(stored)).not.toContain(token);

    const done = await confirm(token);
    expect(done.status).toBe(200);
    expect(done.headers.get("cache-control")).toMatch(/no-store/);
    expect(await listWith()).toBe(401);
    expect(await db.session.count({ where: { userId: user.id, revokedAt: null } })).toBe(0);
    expect(await signIn(user.email, TEST_PASSWORD)).toBe(401);
    expect(await signIn(user.email, NEW_PASSWORD)).toBe(200);

    const again = await confirm(token, "encore-un-autre-mot-de-passe");
    expect(again.status).toBe(400);
    expect((await again.json()).message).toBe(INVALID_RESET_LINK);
    expect(await signIn(user.email, NEW_PASSWORD)).toBe(200);
  });

  it("refuses an expired link, an unknown one, and one whose account asked again and used the newer link", async () => {
    const user = await createTestUser("editor");
    await ask(user.email);
    const expired = tokenOf(await resetMail(user.email, 1));
    await db.passwordResetToken.updateMany({
      where: { userId: user.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await confirm(expired)).status).toBe(400);
    expect((await confirm("a".repeat(43))).status).toBe(400);

    await ask(user.email);
    const older = tokenOf(await resetMail(user.email, 2));
    await mailedMinutesAgo(user.id, RESET_MAIL_INTERVAL_MINUTES + 1);
    await ask(user.email);
    const newer = tokenOf(await resetMail(user.email, 3));
    expect((await confirm(newer)).status).toBe(200);
    expect((await confirm(older)).status).toBe(400);
    expect(await signIn(user.email, NEW_PASSWORD)).toBe(200);
  });

  it("checks the new password like every password, in French", async () => {
    const response = await post(confirmReset, "/api/auth/password-reset/confirm", {
      token: "b".repeat(43),
      password: "court",
      confirmPassword: "autre",
    });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(Object.keys(body.fieldErrors)).toEqual(expect.arrayContaining(["password", "confirmPassword"]));
  });

  it("is rate-limited per client address", async () => {
    const client = "192.0.2.250";
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await ask(`x${attempt}@test.ci`, client)).status).toBe(200);
    const refused = await ask("x@test.ci", client);
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toMatch(/Trop de demandes de réinitialisation/);
  });

  it("cannot be used up by others: the inbox always holds a live link, and gets one mail every 10 minutes at most", async () => {
    const user = await createTestUser("user");
    // A burst of requests from many addresses (someone else's): one mail, whose link stays live.
    for (let attempt = 0; attempt < 8; attempt += 1) await ask(user.email);
    const first = await resetMail(user.email, 1);
    // Every request of the burst has been handled (one left waiting for the lock would find no recent link once the
    // next line ages it, and mail one more).
    await backgroundWorkDone();
    expect(smtp.received.filter(isResetMailTo(user.email))).toHaveLength(1);
    // Ten minutes later, whoever asks (the owner, whose first link is still live) gets a new link.
    await mailedMinutesAgo(user.id, RESET_MAIL_INTERVAL_MINUTES + 1);
    for (let attempt = 0; attempt < 8; attempt += 1) await ask(user.email);
    const second = await resetMail(user.email, 2);
    expect(tokenOf(second)).not.toBe(tokenOf(first));
    await backgroundWorkDone();
    // Used: the next request mails a new one at once.
    expect((await confirm(tokenOf(second))).status).toBe(200);
    await ask(user.email);
    await resetMail(user.email, 3);
    expect(smtp.received.filter(isResetMailTo(user.email))).toHaveLength(3);
  });

  it("tells the account's holder by mail that the password was reset", async () => {
    const user = await createTestUser("editor");
    await ask(user.email);
    expect((await confirm(tokenOf(await resetMail(user.email, 1)))).status).toBe(200);
    const [notice] = await smtp.waitFor(
      (mail) => mail.to.includes(user.email) && mail.subject === "Votre mot de passe a été réinitialisé",
    );
    expect(notice!.text).toContain("Si ce n'est pas vous");
  });
});
