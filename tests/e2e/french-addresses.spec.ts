// No English one address away: every address a person can type or follow under /admin and /api/auth, signed in or
// not, and the uploads, answers in French. Pages are opened in the browser (following every redirect, as a person
// does) and everything they show or announce is read (tests/e2e/helpers/french.ts); the other answers' bodies (JSON
// messages, plain text) are read as they come. The addresses: every back-office page found on disk and wrong
// variants of them, every action NextAuth has (and some it has not), every route handler under app/api/auth with
// every method and wrong bodies. The screens themselves, signed in and in all their states, are walked by
// tests/e2e/admin-screens.serial.spec.ts, which reads them too.
import { readdirSync } from "node:fs";
import path from "node:path";
import {
  type APIRequestContext,
  type APIResponse,
  expect,
  type Page,
  request as newRequest,
  test,
} from "./helpers/test";
import { signIn } from "./helpers/auth";
import { englishWordsIn, expectFrench } from "./helpers/french";
import { e2eStack } from "./helpers/stack";
import { adminPageFiles, walkedSignedIn } from "../helpers/admin-pages";

/**
 * Screens that change data when opened (the history marks every activity read, a received message becomes
 * processed): only their addresses that name nothing are opened here, beside the other tests; the serial walk of
 * the screens opens them.
 */
const CHANGES_DATA = new Set(["/admin/activities", "/admin/messages/detail/[id]"]);

/**
 * Back-office addresses: ids that name no row, junk in the query, unknown paths, and each page with ids that name
 * rows — signed in, only those the walk of the screens (admin-screens.serial.spec.ts) does not open: it reads the
 * others in every state at two widths, and opening them again here only doubled the time.
 */
function backOfficeAddresses(signedIn: boolean): string[] {
  const pages = adminPageFiles().map((page) => page.route);
  const walked = (route: string) => (signedIn && walkedSignedIn(route)) || CHANGES_DATA.has(route);
  return [
    ...pages.flatMap((route) => {
      if (!route.includes("[id]")) return walked(route) ? [] : [route.replace("[...path]", "adresse/inconnue")];
      const namingNothing = [route.replace("[id]", "999999"), route.replace("[id]", "abc")];
      return walked(route) ? namingNothing : [route.replace("[id]", "1"), ...namingNothing];
    }),
    "/admin",
    "/admin/inconnu",
    "/admin/blogs/edit/1/en-trop",
    "/admin/blogs/edit",
    "/admin/messages?page=abc&status=zzz&type=inconnu",
    "/admin/projects?page=-1&category=Inconnue",
    "/admin/login?error=Configuration",
    "/admin/login?error=CredentialsSignin",
    "/admin/login?error=Your+account+was+locked%2C+call+us",
    "/admin/login?callbackUrl=https%3A%2F%2Fexemple.com",
    "/admin/reset-password?token=inconnu",
  ];
}

/** What NextAuth has (its actions, a provider, error codes), and what it has not. */
const NEXTAUTH_GETS = [
  "/api/auth/signin",
  "/api/auth/signin/credentials",
  "/api/auth/signin/github",
  "/api/auth/signout",
  "/api/auth/error",
  "/api/auth/error?error=Configuration",
  "/api/auth/error?error=AccessDenied",
  "/api/auth/error?error=Verification",
  "/api/auth/error?error=CredentialsSignin",
  "/api/auth/error?error=Something+went+wrong",
  "/api/auth/verify-request",
  "/api/auth/session",
  "/api/auth/csrf",
  "/api/auth/providers",
  "/api/auth/callback/credentials",
  "/api/auth/callback/github",
  "/api/auth/_log",
  "/api/auth/new-user",
  "/api/auth/inconnu",
  "/api/auth/signout/en-trop",
];

/** Every route handler under app/api/auth, as its address ("/api/auth/login"); NextAuth's catch-all apart. */
function authRouteHandlers(): string[] {
  const dir = path.resolve(import.meta.dirname, "../../app/api/auth");
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => /(^|\/)route\.ts$/.test(file) && !file.includes("[...nextauth]"))
    .map((file) => `/api/auth/${path.dirname(file)}`);
}

const WRONG_BODIES: { name: string; headers?: Record<string, string>; data?: string }[] = [
  { name: "sans corps" },
  { name: "JSON invalide", headers: { "Content-Type": "application/json" }, data: "{" },
  { name: "objet vide", headers: { "Content-Type": "application/json" }, data: "{}" },
  {
    name: "mauvais types",
    headers: { "Content-Type": "application/json" },
    data: JSON.stringify({ email: 12, password: [], token: {}, confirmPassword: true, code: 1 }),
  },
  { name: "formulaire", headers: { "Content-Type": "application/x-www-form-urlencoded" }, data: "email=a" },
];

/** An answer to a request or to a page's navigation. */
type Answer = Pick<APIResponse, "headers" | "status" | "text">;

/** The human text of an answer that is not a page: its JSON messages, or its text. */
async function bodyText(response: Answer): Promise<string> {
  const type = response.headers()["content-type"] ?? "";
  const text = await response.text();
  if (type.includes("json")) {
    const messages: string[] = [];
    JSON.parse(text, (key, value) => {
      if (["message", "error", "detail"].includes(key) && typeof value === "string") messages.push(value);
      if (key === "fieldErrors" && value && typeof value === "object")
        messages.push(...Object.values(value as Record<string, string[]>).flat());
      return value;
    });
    return messages.join("\n");
  }
  return text;
}

async function expectFrenchAnswer(response: Answer, what: string): Promise<void> {
  expect(response.status(), `${what} answered ${response.status()}`).toBeLessThan(500);
  expect(englishWordsIn(await bodyText(response)), `English in the answer to ${what}`).toEqual([]);
}

/** What `openAddress` says of a page that sent itself elsewhere while loading. */
const REDIRECTED_IN_STREAM = Symbol("redirected in its stream");

/**
 * Opens `address` as a person would (typed in the address bar): its answer, or REDIRECTED_IN_STREAM when the page sent
 * itself elsewhere while loading (the login page, signed in, refreshes to the dashboard, and on a loaded machine that
 * refresh comes before the first page's load event, which Chromium reports as ERR_ABORTED).
 */
async function openAddress(page: Page, address: string) {
  try {
    return await page.goto(address);
  } catch (error) {
    if (!String(error).includes("net::ERR_ABORTED")) throw error;
    await page.waitForLoadState("load");
    return REDIRECTED_IN_STREAM;
  }
}

/** Opens `address` and reads the page it leads to. */
async function expectFrenchPage(page: Page, address: string): Promise<void> {
  const response = await openAddress(page, address);
  if (response !== REDIRECTED_IN_STREAM) {
    const type = response?.headers()["content-type"] ?? "";
    if (!type.includes("text/html")) {
      expect(response, address).not.toBeNull();
      return expectFrenchAnswer(response!, address);
    }
    expect(response!.status(), `${address} → ${page.url()}`).toBeLessThan(500);
  }
  await page.waitForLoadState("networkidle");
  await expectFrench(page, `${address} → ${page.url()}`);
}

const ORIGIN = () => ({ Origin: e2eStack().baseURL, "X-Forwarded-For": `198.51.100.${41 + (Date.now() % 200)}` });

test.describe("no English under /admin and /api/auth", () => {
  for (const signedIn of [false, true]) {
    test(`every back-office and NextAuth address a browser opens is French (${signedIn ? "signed in" : "signed out"})`, async ({
      page,
    }) => {
      const addresses = [...backOfficeAddresses(signedIn), ...NEXTAUTH_GETS, "/uploads/introuvable.webp"];
      test.setTimeout(addresses.length * 10_000);
      if (signedIn) await signIn(page);
      for (const address of addresses) await test.step(address, () => expectFrenchPage(page, address));
    });
  }

  test("every method and wrong body sent to /api/auth answers in French", async () => {
    const contexts: APIRequestContext[] = [
      await newRequest.newContext({ baseURL: e2eStack().baseURL, maxRedirects: 0 }),
      await newRequest.newContext({ baseURL: e2eStack().baseURL, maxRedirects: 0 }),
    ];
    await signIn(contexts[1]!);
    const addresses = [
      ...authRouteHandlers(),
      ...NEXTAUTH_GETS.map((address) => address.split("?")[0]!),
      "/api/auth/callback/credentials",
    ];
    expect(addresses).toEqual(expect.arrayContaining(["/api/auth/login", "/api/auth/password-reset/confirm"]));
    for (const context of contexts)
      for (const address of new Set(addresses))
        for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"]) {
          const bodies = method === "GET" ? [{ name: "sans corps" }] : WRONG_BODIES;
          for (const body of bodies) {
            const what = `${method} ${address} (${body.name})`;
            const response = await context.fetch(address, {
              method,
              headers: { ...ORIGIN(), ...body.headers },
              data: body.data,
            });
            await expectFrenchAnswer(response, what);
          }
        }
    // A wrong password, and a reset asked for an address without an account: the messages a person reads.
    const login = await contexts[0]!.post("/api/auth/login", {
      headers: ORIGIN(),
      data: { email: `inconnu-${Date.now()}@exemple.ci`, password: "mauvais mot de passe" },
    });
    expect(login.status()).toBe(401);
    await expectFrenchAnswer(login, "a wrong password");
    const reset = await contexts[0]!.post("/api/auth/password-reset", {
      headers: ORIGIN(),
      data: { email: `inconnu-${Date.now()}@exemple.ci` },
    });
    await expectFrenchAnswer(reset, "a password reset");
    for (const context of contexts) await context.dispose();
  });

  test("NextAuth's own pages are the site's: sign-out asks in French and signs out", async ({ page }) => {
    await signIn(page);
    await page.goto("/api/auth/signout");
    await expect(page).toHaveURL(/\/admin\/logout$/);
    await expect(page.getByRole("heading", { name: "Déconnexion" })).toBeVisible();
    await page.getByRole("button", { name: "Se déconnecter" }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goto("/admin/dashboard");
    await expect(page).toHaveURL(/\/admin\/login/);
    await page.goto("/api/auth/signout");
    await expect(page.getByText("Vous n'êtes pas connecté.")).toBeVisible();
  });

  test("NextAuth's error codes are worded in French on the login page, and no address can make it say something else", async ({
    page,
  }) => {
    await page.goto("/api/auth/error?error=Configuration");
    await expect(page).toHaveURL(/\/admin\/login\?error=Configuration/);
    await expect(page.getByTestId("auth-error")).toHaveText(
      "La connexion est momentanément indisponible. Veuillez réessayer plus tard.",
    );
    await page.goto("/admin/login?error=Appelez+le+0700000000+pour+d%C3%A9bloquer+votre+compte");
    await expect(page.getByTestId("auth-error")).toHaveText("La connexion a échoué. Veuillez réessayer.");
  });

  test("an unknown back-office address is a French 404 in the back office's frame of mind", async ({ page }) => {
    await signIn(page);
    const response = await page.goto("/admin/blogs/edit/1/en-trop");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page introuvable" })).toBeVisible();
    await page.getByRole("link", { name: "Retour au tableau de bord" }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test("a missing upload answers 404 with a French message", async ({ request }) => {
    const response = await request.get("/uploads/introuvable.webp");
    expect(response.status()).toBe(404);
    expect(await response.text()).toBe("Fichier introuvable : cette image n'existe pas ou a été supprimée.");
  });
});
