import { encode } from "next-auth/jwt";
import { NextRequest } from "next/server";
import { afterEach, describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { INVALID_CREDENTIALS_OR_CODE } from "@/lib/auth/login";
import { authOptions } from "@/lib/auth/options";
import { getSessionUser } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { DEFAULT_SITE_SETTINGS } from "@/lib/settings/defaults";
import { deviceCookieName } from "@/lib/auth/cookie";
import { LOGIN_THROTTLE, loginSubject, pairDelaySeconds } from "@/lib/auth/throttle";
import { totpCode, totpStep } from "@/lib/auth/totp";
import { confirmTwoFactorEnrolment, startTwoFactorEnrolment } from "@/lib/auth/two-factor";
import { createTestUser, TEST_PASSWORD } from "../helpers/auth";

let clientCounter = 0;
/** A client address of its own for each call unless given, so that only the limit under test can trigger. */
const nextClient = () => `198.51.100.${(clientCounter += 1)}`;

interface LoginOptions {
  client?: string;
  origin?: string;
  /** The Cookie header (a trusted device's cookie). */
  cookie?: string;
  /** The second factor. */
  code?: string;
}

function loginRequest(body: unknown, { client = nextClient(), origin, cookie }: LoginOptions = {}) {
  return new NextRequest("http://localhost/api/auth/login", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-forwarded-for": client,
      host: "localhost",
      ...(origin ? { origin } : {}),
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(body),
  });
}

const signIn = (email: string, password: string, options: LoginOptions = {}) =>
  login(loginRequest({ email, password, ...(options.code ? { code: options.code } : {}) }, options), {});

/** The device cookie (name=value) a successful sign-in gives the browser. */
const deviceCookieFrom = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((header) => header.startsWith(`${deviceCookieName()}=`))!
    .split(";")[0]!;

/** `count` wrong passwords for `email`, each from an address of its own. */
async function guessFromManyAddresses(email: string, count: number) {
  for (let attempt = 0; attempt < count; attempt += 1) await signIn(email, `mauvais-${attempt}`);
}

/** Confirms an enrolment as 'Mon compte' does, from an address of its own. */
const enrol = (user: { id: number; email: string }, code: string) =>
  confirmTwoFactorEnrolment(user.id, code, loginSubject(user.email, nextClient(), null));

afterEach(() => {
  delete process.env.NEXTAUTH_URL;
});

describe("POST /api/auth/login", () => {
  it("signs in: answers the user without any password and sets an httpOnly, SameSite=Lax session cookie", async () => {
    const user = await createTestUser("editor");
    const response = await signIn(user.email.toUpperCase(), TEST_PASSWORD);
    expect(response.status).toBe(200);
    const text = await response.text();
    // A first sign-in without two-factor is offered the enrolment.
    expect(JSON.parse(text)).toEqual({
      success: true,
      user: { id: user.id, username: user.username, email: user.email, role: "editor" },
      offerTwoFactor: true,
    });
    expect(text).not.toMatch(/password|argon2/i);

    const cookie = response.headers.get("set-cookie")!;
    expect(cookie).toMatch(/^next-auth\.session-token=[^;]+;/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=lax/i);
    expect(cookie).not.toMatch(/Secure/i);
    const session = new NextRequest("http://localhost/admin", { headers: { cookie: cookie.split(";")[0]! } });
    expect(await getSessionUser(session)).toMatchObject(user);
  });

  it("marks the cookie Secure, with a __Host- name, when the site is served over https", async () => {
    process.env.NEXTAUTH_URL = "https://www.agence-digitale.ci";
    const user = await createTestUser("user");
    const cookie = (await signIn(user.email, TEST_PASSWORD)).headers.get("set-cookie")!;
    // __Host-: the browser takes it only from this host, over https, for the whole site (no Domain).
    expect(cookie).toMatch(/^__Host-next-auth\.session-token=/);
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/; Path=\//i);
    expect(cookie).not.toMatch(/Domain=/i);
  });

  it("updates lastLogin and records the login in the activity feed", async () => {
    const user = await createTestUser("user");
    const before = Date.now();
    await signIn(user.email, TEST_PASSWORD);
    const { lastLogin } = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(lastLogin!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const activity = await db.activity.findFirstOrThrow({ where: { targetId: user.id, type: "user" } });
    expect(activity).toMatchObject({ title: `Connexion de ${user.username}`, actorId: user.id, read: false });
    // The enrolment is offered at the first sign-in only.
    expect(await (await signIn(user.email, TEST_PASSWORD)).json()).not.toHaveProperty("offerTwoFactor");
  });

  it("gives the same answer to an unknown e-mail and to a wrong password", async () => {
    const user = await createTestUser("admin");
    const unknown = await signIn("personne@nulle-part.ci", TEST_PASSWORD);
    const wrong = await signIn(user.email, "pas-le-bon-mot-de-passe");
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(await unknown.json()).toEqual(await wrong.json());
    expect(unknown.headers.get("set-cookie")).toBeNull();
  });

  it("answers 400 with a French message when the e-mail is missing or malformed", async () => {
    const response = await login(loginRequest({ password: "x" }), {});
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe("L'adresse e-mail est requise");
    expect((await (await login(loginRequest({ email: "pas-un-email", password: "x" }), {})).json()).error).toBe(
      "Adresse e-mail invalide",
    );
  });

  it("refuses a sign-in posted from another site", async () => {
    const user = await createTestUser("admin");
    const response = await signIn(user.email, TEST_PASSWORD, { origin: "https://site-malveillant.example" });
    expect(response.status).toBe(403);
    expect(response.headers.get("set-cookie")).toBeNull();
  });
});

describe("login throttle (lib/auth/throttle.ts)", () => {
  const { ACCOUNT_BUDGET, PAIR_FREE_FAILURES, CLIENT_BUDGET } = LOGIN_THROTTLE;

  it("refuses guesses beyond the account's hourly budget, from any number of addresses, right password included", async () => {
    const user = await createTestUser("admin");
    for (let attempt = 0; attempt < ACCOUNT_BUDGET; attempt += 1)
      expect((await signIn(user.email, `mauvais-${attempt}`)).status).toBe(401);
    const refused = await signIn(user.email, "encore-un-essai");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(60);
    expect((await refused.json()).error).toMatch(
      /^Trop de tentatives de connexion\. Veuillez réessayer dans \d+ minutes/,
    );
    // The password of a refused attempt is not even checked: a stranger cannot tell the right one.
    expect((await signIn(user.email, TEST_PASSWORD)).status).toBe(429);
  });

  it("leaves the owner able to sign in from their own browser after 20 wrong passwords from 20 addresses", async () => {
    const user = await createTestUser("admin");
    const device = deviceCookieFrom(await signIn(user.email, TEST_PASSWORD));
    await guessFromManyAddresses(user.email, 20);
    expect((await signIn(user.email, "encore-un-essai")).status).toBe(429);
    const owner = await signIn(user.email, TEST_PASSWORD, { cookie: device });
    expect(owner.status).toBe(200);
    // The owner's own typos do not spend the strangers' budget, nor are they spent by it.
    expect((await signIn(user.email, "faute-de-frappe", { cookie: device })).status).toBe(401);
    expect((await signIn(user.email, TEST_PASSWORD, { cookie: device })).status).toBe(200);
  });

  it("leaves the owner able to sign in from a new browser with their second factor after 20 wrong passwords", async () => {
    const user = await createTestUser("admin");
    const { secret } = await startTwoFactorEnrolment(user.id);
    await enrol(user, totpCode(secret, totpStep()));
    await guessFromManyAddresses(user.email, 20);
    expect((await signIn(user.email, TEST_PASSWORD)).status).toBe(429);
    const owner = await signIn(user.email, TEST_PASSWORD, { code: totpCode(secret, totpStep() + 1) });
    expect(owner.status).toBe(200);
    // A device cookie forged for that account is not a trusted device.
    const forged = `${deviceCookieName()}=${user.id}.abc.${"A".repeat(43)}`;
    expect((await signIn(user.email, TEST_PASSWORD, { cookie: forged })).status).toBe(429);
  });

  it("lets the owner in with password and a valid code after a burst of wrong passwords and wrong codes from many addresses", async () => {
    const user = await createTestUser("admin");
    const { secret } = await startTwoFactorEnrolment(user.id);
    await enrol(user, totpCode(secret, totpStep()));
    await guessFromManyAddresses(user.email, 20);
    // The attacker goes on with codes too, from many addresses: with a wrong password, a code is never even tried.
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const guess = await signIn(user.email, `mauvais-${attempt}`, { code: String(100000 + attempt) });
      expect(guess.status).toBe(401);
      expect((await guess.json()).error).toBe(INVALID_CREDENTIALS_OR_CODE);
    }
    const refused = await signIn(user.email, TEST_PASSWORD);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(60);
    const owner = await signIn(user.email, TEST_PASSWORD, { code: totpCode(secret, totpStep() + 1) });
    expect(owner.status).toBe(200);
  });

  it("under attack, answers a right password with a wrong code exactly as a wrong password: the password is never confirmed", async () => {
    const user = await createTestUser("editor");
    const { secret } = await startTwoFactorEnrolment(user.id);
    await enrol(user, totpCode(secret, totpStep()));
    await guessFromManyAddresses(user.email, LOGIN_THROTTLE.ACCOUNT_BUDGET);
    const rightPassword = await signIn(user.email, TEST_PASSWORD, { code: "000000" });
    const wrongPassword = await signIn(user.email, "mauvais", { code: "000000" });
    expect(rightPassword.status).toBe(401);
    expect(await rightPassword.json()).toEqual(await wrongPassword.json());
    // An account without two-factor is not entered this way: its owner uses their browser or the reset link.
    const plain = await createTestUser("editor");
    await guessFromManyAddresses(plain.email, LOGIN_THROTTLE.ACCOUNT_BUDGET);
    const withCode = await signIn(plain.email, TEST_PASSWORD, { code: "123456" });
    expect(withCode.status).toBe(401);
    expect((await withCode.json()).error).toBe(INVALID_CREDENTIALS_OR_CODE);
    const withoutCode = await signIn(plain.email, TEST_PASSWORD);
    expect(withoutCode.status).toBe(429);
    expect((await withoutCode.json()).error).toMatch(/Mot de passe oublié/);
  });

  it("makes one address wait longer and longer on one account after its first failures", async () => {
    const user = await createTestUser("editor");
    const client = "203.0.113.80";
    for (let attempt = 0; attempt < PAIR_FREE_FAILURES; attempt += 1)
      expect((await signIn(user.email, "mauvais", { client })).status).toBe(401);
    const waiting = await signIn(user.email, TEST_PASSWORD, { client });
    expect(waiting.status).toBe(429);
    expect(Number(waiting.headers.get("retry-after"))).toBe(pairDelaySeconds(PAIR_FREE_FAILURES));
    expect(pairDelaySeconds(PAIR_FREE_FAILURES + 1)).toBe(2 * pairDelaySeconds(PAIR_FREE_FAILURES));
    // Another address is not slowed down.
    expect((await signIn(user.email, TEST_PASSWORD)).status).toBe(200);
  });

  it("counts unknown e-mails the same way, so that the throttle tells nothing about which accounts exist", async () => {
    await guessFromManyAddresses("inconnu@test.ci", ACCOUNT_BUDGET);
    expect((await signIn("inconnu@test.ci", "x")).status).toBe(429);
  });

  it("blocks an address that sprays many accounts", async () => {
    const client = "203.0.113.50";
    for (let attempt = 0; attempt < CLIENT_BUDGET; attempt += 1)
      expect((await signIn(`essai-${attempt}@test.ci`, "x", { client })).status).toBe(401);
    const user = await createTestUser("admin");
    expect((await signIn(user.email, TEST_PASSWORD, { client })).status).toBe(429);
    expect((await signIn(user.email, TEST_PASSWORD)).status).toBe(200);
  });

  it("forgets an address's failures on an account once it signs in there", async () => {
    const user = await createTestUser("editor");
    const client = "203.0.113.90";
    const fewerThanTheFree = PAIR_FREE_FAILURES - 1;
    for (let attempt = 0; attempt < fewerThanTheFree; attempt += 1) await signIn(user.email, "mauvais", { client });
    expect((await signIn(user.email, TEST_PASSWORD, { client })).status).toBe(200);
    for (let attempt = 0; attempt < fewerThanTheFree; attempt += 1) await signIn(user.email, "mauvais", { client });
    expect((await signIn(user.email, TEST_PASSWORD, { client })).status).toBe(200);
  });
});

describe("two-factor sign-in", () => {
  it("asks for the code after the right password, accepts it once, and each recovery code once", async () => {
    const user = await createTestUser("editor");
    const enrolment = await startTwoFactorEnrolment(user.id);
    expect(enrolment.uri).toMatch(/^otpauth:\/\/totp\//);
    expect(enrolment.qrSvg).toMatch(/^<svg/);
    const stored = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(stored.totpPendingSecret).not.toContain(enrolment.secret);
    const { recoveryCodes } = await enrol(user, totpCode(enrolment.secret, totpStep()));
    expect(recoveryCodes).toHaveLength(10);

    const askCode = await signIn(user.email, TEST_PASSWORD);
    expect(askCode.status).toBe(401);
    expect(await askCode.json()).toMatchObject({ step: "code" });
    expect(askCode.headers.get("set-cookie")).toBeNull();
    expect((await signIn(user.email, TEST_PASSWORD, { code: "000000" })).status).toBe(401);

    const code = totpCode(enrolment.secret, totpStep() + 1);
    expect((await signIn(user.email, TEST_PASSWORD, { code })).status).toBe(200);
    expect((await signIn(user.email, TEST_PASSWORD, { code })).status).toBe(401); // never twice

    const recovery = recoveryCodes[3]!;
    expect((await signIn(user.email, TEST_PASSWORD, { code: recovery.toUpperCase() })).status).toBe(200);
    expect((await signIn(user.email, TEST_PASSWORD, { code: recovery })).status).toBe(401);
    expect((await signIn(user.email, "mauvais", { code: recoveryCodes[4]! })).status).toBe(401);
    expect((await signIn(user.email, TEST_PASSWORD, { code: recoveryCodes[4]! })).status).toBe(200);
  });

  it("makes an administrator without it enrol at sign-in when the site requires it, and shows the recovery codes once", async () => {
    const admin = await createTestUser("admin");
    await db.siteSettings.upsert({
      where: { id: 1 },
      create: { ...DEFAULT_SITE_SETTINGS, requireAdminTwoFactor: true },
      update: { requireAdminTwoFactor: true },
    });
    try {
      const editor = await createTestUser("editor");
      expect((await signIn(editor.email, TEST_PASSWORD)).status).toBe(200);

      const enrol = await signIn(admin.email, TEST_PASSWORD);
      expect(enrol.status).toBe(401);
      const body = await enrol.json();
      expect(body).toMatchObject({ step: "enrol", enrolment: { secret: expect.any(String) } });
      expect(enrol.headers.get("set-cookie")).toBeNull();
      expect((await signIn(admin.email, TEST_PASSWORD, { code: "123456" })).status).toBe(401);

      const done = await signIn(admin.email, TEST_PASSWORD, { code: totpCode(body.enrolment.secret, totpStep()) });
      expect(done.status).toBe(200);
      expect((await done.json()).recoveryCodes).toHaveLength(10);
      expect((await signIn(admin.email, TEST_PASSWORD)).status).toBe(401); // from now on, the code is asked
    } finally {
      await db.siteSettings.update({ where: { id: 1 }, data: { requireAdminTwoFactor: false } });
    }
  });
});

describe("NextAuth's Credentials provider", () => {
  const options = authOptions();
  const provider = options.providers[0] as unknown as {
    options: { authorize: (credentials: unknown, request: unknown) => Promise<unknown> };
  };
  const request = (client: string) => ({ headers: { "x-forwarded-for": client } });

  it("checks the same credentials, and its token opens the same session as POST /api/auth/login", async () => {
    const user = await createTestUser("editor");
    const authorized = (await provider.options.authorize(
      { email: user.email, password: TEST_PASSWORD },
      request(nextClient()),
    )) as { id: string; name: string; email: string };
    expect(authorized).toMatchObject({ id: String(user.id), name: user.username, email: user.email });
    expect(
      await provider.options.authorize({ email: user.email, password: "mauvais" }, request(nextClient())),
    ).toBeNull();

    const token = await options.callbacks!.jwt!({ token: {}, user: authorized, account: null } as never);
    const cookie = `next-auth.session-token=${await encode({ token, secret: process.env.NEXTAUTH_SECRET! })}`;
    expect(await getSessionUser(new NextRequest("http://localhost/admin", { headers: { cookie } }))).toMatchObject(
      user,
    );
  });

  it("reports the throttle as an error message", async () => {
    for (let attempt = 0; attempt < LOGIN_THROTTLE.ACCOUNT_BUDGET; attempt += 1)
      await provider.options.authorize({ email: "bloque@test.ci", password: "x" }, request(nextClient()));
    await expect(
      provider.options.authorize({ email: "bloque@test.ci", password: "x" }, request(nextClient())),
    ).rejects.toThrow(/Trop de tentatives/);
  });
});
