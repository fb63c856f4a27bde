import { encode } from "next-auth/jwt";
import { NextRequest } from "next/server";
import { afterEach, describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { authOptions } from "@/lib/auth/options";
import { getSessionUser } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { RATE_LIMITS } from "@/lib/rate-limit";
import { createTestUser, TEST_PASSWORD } from "../helpers/auth";

let clientCounter = 0;
/** A client address of its own for each call unless given, so that only the limit under test can trigger. */
const nextClient = () => `198.51.100.${(clientCounter += 1)}`;

function loginRequest(body: unknown, { client = nextClient(), origin }: { client?: string; origin?: string } = {}) {
  return new NextRequest("http://localhost/api/auth/login", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-forwarded-for": client,
      host: "localhost",
      ...(origin ? { origin } : {}),
    },
    body: JSON.stringify(body),
  });
}

const signIn = (email: string, password: string, options?: Parameters<typeof loginRequest>[1]) =>
  login(loginRequest({ email, password }, options), {});

afterEach(() => {
  delete process.env.NEXTAUTH_URL;
});

describe("POST /api/auth/login", () => {
  it("signs in: answers the user without any password and sets an httpOnly, SameSite=Lax session cookie", async () => {
    const user = await createTestUser("editor");
    const response = await signIn(user.email.toUpperCase(), TEST_PASSWORD);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      success: true,
      user: { id: user.id, username: user.username, email: user.email, role: "editor" },
    });
    expect(text).not.toMatch(/password|argon2/i);

    const cookie = response.headers.get("set-cookie")!;
    expect(cookie).toMatch(/^next-auth\.session-token=[^;]+;/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=lax/i);
    expect(cookie).not.toMatch(/Secure/i);
    const session = new NextRequest("http://localhost/admin", { headers: { cookie: cookie.split(";")[0]! } });
    expect(await getSessionUser(session)).toEqual(user);
  });

  it("marks the cookie Secure, with NextAuth's __Secure- name, when the site is served over https", async () => {
    process.env.NEXTAUTH_URL = "https://www.agence-digitale.ci";
    const user = await createTestUser("user");
    const cookie = (await signIn(user.email, TEST_PASSWORD)).headers.get("set-cookie")!;
    expect(cookie).toMatch(/^__Secure-next-auth\.session-token=/);
    expect(cookie).toMatch(/; Secure/i);
  });

  it("updates lastLogin and records the login in the activity feed", async () => {
    const user = await createTestUser("user");
    const before = Date.now();
    await signIn(user.email, TEST_PASSWORD);
    const { lastLogin } = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(lastLogin!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const activity = await db.activity.findFirstOrThrow({ where: { targetId: user.id, type: "user" } });
    expect(activity).toMatchObject({ title: `Connexion de ${user.username}`, actorId: user.id, read: false });
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

describe("login rate limits", () => {
  it("lock an account after its failed attempts, from any address, even with the right password", async () => {
    const user = await createTestUser("admin");
    for (let attempt = 0; attempt < RATE_LIMITS.loginPerEmail.points; attempt += 1) {
      expect((await signIn(user.email, "mauvais-mot-de-passe")).status).toBe(401);
    }
    const locked = await signIn(user.email, TEST_PASSWORD);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(60);
    expect((await locked.json()).error).toMatch(
      /^Trop de tentatives de connexion\. Veuillez réessayer dans \d+ minutes\.$/,
    );
  });

  it("count unknown e-mails the same way, so that the limit tells nothing about which accounts exist", async () => {
    for (let attempt = 0; attempt < RATE_LIMITS.loginPerEmail.points; attempt += 1)
      await signIn("inconnu@test.ci", "x");
    expect((await signIn("inconnu@test.ci", "x")).status).toBe(429);
  });

  it("block a client address after its failed attempts on any accounts", async () => {
    const client = "203.0.113.50";
    for (let attempt = 0; attempt < RATE_LIMITS.loginPerClient.points; attempt += 1) {
      expect((await signIn(`essai-${attempt}@test.ci`, "x", { client })).status).toBe(401);
    }
    const user = await createTestUser("admin");
    expect((await signIn(user.email, TEST_PASSWORD, { client })).status).toBe(429);
    expect((await signIn(user.email, TEST_PASSWORD)).status).toBe(200);
  });

  it("forget an account's failed attempts once it signs in", async () => {
    const user = await createTestUser("editor");
    for (let attempt = 0; attempt < RATE_LIMITS.loginPerEmail.points - 1; attempt += 1)
      await signIn(user.email, "mauvais");
    expect((await signIn(user.email, TEST_PASSWORD)).status).toBe(200);
    for (let attempt = 0; attempt < RATE_LIMITS.loginPerEmail.points - 1; attempt += 1)
      await signIn(user.email, "mauvais");
    expect((await signIn(user.email, TEST_PASSWORD)).status).toBe(200);
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
    expect(authorized).toEqual({ id: String(user.id), name: user.username, email: user.email });
    expect(
      await provider.options.authorize({ email: user.email, password: "mauvais" }, request(nextClient())),
    ).toBeNull();

    const token = await options.callbacks!.jwt!({ token: {}, user: authorized, account: null } as never);
    const cookie = `next-auth.session-token=${await encode({ token, secret: process.env.NEXTAUTH_SECRET! })}`;
    expect(await getSessionUser(new NextRequest("http://localhost/admin", { headers: { cookie } }))).toEqual(user);
  });

  it("reports the rate limit as an error message", async () => {
    for (let attempt = 0; attempt < RATE_LIMITS.loginPerEmail.points; attempt += 1)
      await provider.options.authorize({ email: "bloque@test.ci", password: "x" }, request(nextClient()));
    await expect(
      provider.options.authorize({ email: "bloque@test.ci", password: "x" }, request(nextClient())),
    ).rejects.toThrow(/Trop de tentatives/);
  });
});
