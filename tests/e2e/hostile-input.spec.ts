// Hostile input against the production build, over HTTP (issue 39; ASVS 5.1.3, 5.1.4, 13.2.1, 4.1.3, 13.1.3, 3.3):
// 1. every route handler found on disk (app/**/route.ts, each method it exports) and every server action found on
//    disk (each export of a "use server" file, by its id in the build's manifest) gets malformed bodies, as a visitor
//    and as an administrator: no answer is a 5xx;
// 2. server actions from another origin are refused (403), internal "use cache" functions cannot be called (404);
// 3. the HTTP-level findings: TRACE, NextAuth's endpoints, NUL in paths, the placeholder's policy, the headers of an
//    early 400, UTF-16 JSON, the back office's Cache-Control, a revoked session at NextAuth's session endpoint.
// A route or an action added later is walked without editing this file.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { type APIRequestContext, type APIResponse, expect, request as newRequest, test } from "./helpers/test";
import { createAccount, signIn } from "./helpers/auth";
import { sql } from "./helpers/db";
import { isCacheFunction, serverActions, serverReferences } from "./helpers/server-actions";
import { e2eStack } from "./helpers/stack";

const ROOT = path.resolve(import.meta.dirname, "../..");

let addressCounter = 0;
/** An address of its own for each request (TRUST_PROXY): only the input under test can be refused. */
const fresh = () => ({ "x-forwarded-for": `198.19.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}` });

const deepArrays = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;
/** The malformed bodies of the hostile re-test, each as it was sent. */
const HOSTILE_BODIES: [string, string][] = [
  ["a bare string", '"x"'],
  ["broken JSON", "{{{"],
  ["over 1 MB", `["${"x".repeat(1024 * 1024 + 16)}"]`],
  ["10,000 nested arrays", deepArrays(10_000)],
  ["references to nothing", '["$@1","$F1"]'],
];

/**
 * "app/[locale]/(site)/blog/rss.xml/route.ts" → "/blog/rss.xml" (French, the unprefixed language); other dynamic
 * segments get `value`.
 */
function routeUrl(file: string, value: string): string {
  const segments = path
    .dirname(file)
    .split("/")
    .filter((segment) => !/^\(.*\)$/.test(segment) && segment !== "[locale]")
    .map((segment) => (segment === "[...nextauth]" ? "session" : segment.startsWith("[") ? value : segment));
  return `/${segments.join("/")}`;
}

/** Every route handler on disk with the methods it exports. */
function routeHandlers(): { file: string; methods: string[] }[] {
  return readdirSync(path.join(ROOT, "app"), { recursive: true, encoding: "utf8" })
    .filter((file) => /(^|\/)route\.tsx?$/.test(file))
    .map((file) => {
      const source = readFileSync(path.join(ROOT, "app", file), "utf8");
      const methods = new Set<string>();
      for (const match of source.matchAll(
        /export\s+(?:const|async function|function)\s+(GET|POST|PUT|PATCH|DELETE)\b/g,
      ))
        methods.add(match[1]!);
      for (const match of source.matchAll(/export\s*\{([^}]*)\}/g))
        for (const name of match[1]!.matchAll(/\bas\s+(GET|POST|PUT|PATCH|DELETE)\b/g)) methods.add(name[1]!);
      return { file, methods: [...methods] };
    });
}

/** Every export of every "use server" file on disk, as "file#name". */
function actionsOnDisk(): string[] {
  const found: string[] = [];
  for (const folder of ["app", "lib", "components"])
    for (const file of readdirSync(path.join(ROOT, folder), { recursive: true, encoding: "utf8" })) {
      if (!/\.tsx?$/.test(file)) continue;
      const source = readFileSync(path.join(ROOT, folder, file), "utf8");
      if (!/^\s*(\/\/[^\n]*\n\s*)*["']use server["']/.test(source)) continue;
      for (const match of source.matchAll(/export\s+(?:const|async function|function)\s+(\w+)/g))
        found.push(`${folder}/${file}#${match[1]}`);
    }
  return found;
}

function expectNo5xx(response: APIResponse, what: string) {
  expect(response.status(), `${what} answered ${response.status()}`).toBeLessThan(500);
}

async function adminContext(): Promise<APIRequestContext> {
  const context = await newRequest.newContext({ baseURL: e2eStack().baseURL });
  await signIn(context);
  return context;
}

test.describe("hostile input", () => {
  test("every route handler on disk answers every malformed body, as a visitor and as an administrator, without a 5xx", async () => {
    test.setTimeout(600_000);
    const handlers = routeHandlers();
    expect(handlers.length).toBeGreaterThan(40);
    const contexts = {
      visitor: await newRequest.newContext({ baseURL: e2eStack().baseURL }),
      admin: await adminContext(),
    };
    for (const { file, methods } of handlers)
      for (const method of methods)
        for (const [who, context] of Object.entries(contexts)) {
          for (const value of ["999999", "%00"]) {
            const url = routeUrl(file, value);
            if (method === "GET") {
              expectNo5xx(await context.get(url, { headers: fresh(), maxRedirects: 0 }), `GET ${url} (${who})`);
              continue;
            }
            for (const [name, body] of HOSTILE_BODIES)
              for (const type of ["application/json", "application/json; charset=utf-16", "text/plain"])
                expectNo5xx(
                  await context.fetch(url, {
                    method,
                    headers: { ...fresh(), "content-type": type, origin: e2eStack().baseURL },
                    data: body,
                    maxRedirects: 0,
                  }),
                  `${method} ${url} with ${name} as ${type} (${who})`,
                );
          }
        }
  });

  test("every server action on disk answers every malformed body and another origin without a 5xx", async () => {
    test.setTimeout(600_000);
    const actions = serverActions();
    // The walk covers what is on disk: every export of a "use server" file is an action of the build.
    const inBuild = new Set(actions.map((action) => `${action.file}#${action.name}`));
    expect(actionsOnDisk().filter((action) => !inBuild.has(action))).toEqual([]);
    expect(actions.length).toBeGreaterThan(20);

    const admin = await adminContext();
    const base = e2eStack().baseURL;
    const { port } = new URL(base);
    for (const { id, file, name: exportedName, page } of actions) {
      const call = (data: string, origin = base) =>
        admin.post(page, {
          headers: { ...fresh(), "Next-Action": id, "Content-Type": "text/plain;charset=UTF-8", Origin: origin },
          data,
          maxRedirects: 0,
        });
      for (const [name, body] of HOSTILE_BODIES) {
        const response = await call(body);
        expectNo5xx(response, `${file}#${exportedName} with ${name}`);
        expect(response.status(), `${exportedName} with ${name}`).toBeGreaterThanOrEqual(400);
        expect((await response.json()).message).toMatch(/^(Requête invalide|La requête est trop volumineuse)/);
      }
      for (const origin of ["https://site-malveillant.example", "null", base.replace(port, String(Number(port) + 1))])
        expect((await call("[{}]", origin)).status(), `${exportedName} from ${origin}`).toBe(403);
    }
  });

  test("no internal 'use cache' function can be called as an action, and none runs", async () => {
    const cached = serverReferences()
      .map((reference) => reference.id)
      .filter(isCacheFunction);
    expect(cached.length).toBeGreaterThan(10);
    const [before] = await sql<{ count: string }>("SELECT count(*) FROM missing_paths");
    for (const id of cached) {
      const response = await (
        await newRequest.newContext({ baseURL: e2eStack().baseURL })
      ).post("/", {
        headers: { ...fresh(), "Next-Action": id, "Content-Type": "text/plain;charset=UTF-8" },
        data: '["/chemin-choisi-par-l-attaquant"]',
      });
      expect(response.status(), id).toBe(404);
      expect((await response.json()).message).toBe("Action introuvable.");
    }
    const [after] = await sql<{ count: string }>("SELECT count(*) FROM missing_paths");
    expect(after!.count).toBe(before!.count);
  });

  test("addRedirectAction refuses targets that do not decode or hold NUL with a 400 in French", async () => {
    const { id } = serverActions().find((action) => action.name === "addRedirectAction")!;
    const admin = await adminContext();
    for (const target of ["%E0%A4%A", "%00"]) {
      const response = await admin.post("/admin/redirects", {
        headers: {
          ...fresh(),
          "Next-Action": id,
          "Content-Type": "text/plain;charset=UTF-8",
          Origin: e2eStack().baseURL,
        },
        data: JSON.stringify([{ fromPath: `/ancienne-${Date.now()}`, toPath: `${e2eStack().baseURL}/cible${target}` }]),
      });
      expect(response.status(), target).toBe(200);
      const result = JSON.parse(
        (await response.text())
          .split("\n")
          .find((line) => line.startsWith("1:"))!
          .slice(2),
      );
      expect(result).toMatchObject({ ok: false, status: 400, error: expect.stringMatching(/adresse/i) });
    }
  });
});

test.describe("HTTP-level answers", () => {
  test("TRACE and other methods no page answers are a 405 on pages and route handlers alike", async ({ request }) => {
    for (const url of ["/", "/api/health", "/api/users", "/admin/login", "/og/page/about"])
      for (const method of ["TRACE", "PROPFIND"]) {
        const response = await request.fetch(url, { method, headers: fresh() });
        expect(response.status(), `${method} ${url}`).toBe(405);
        expect(response.headers()["x-content-type-options"]).toBe("nosniff");
      }
  });

  test("NextAuth's endpoints answer a GET of the Credentials callback and a broken JSON body with a 4xx", async ({
    request,
  }) => {
    const callback = await request.get("/api/auth/callback/credentials", { headers: fresh(), maxRedirects: 0 });
    expect(callback.status()).toBe(405);
    expect((await callback.json()).message).toMatch(/POST/);
    const session = await request.post("/api/auth/session", {
      headers: { ...fresh(), "content-type": "application/json" },
      data: "{",
    });
    expect(session.status()).toBe(400);
    expect((await session.json()).message).toMatch(/JSON/);
  });

  test("a NUL byte in a path is a 404, not a database error", async ({ request }) => {
    const response = await request.post("/api/blog-posts/by-slug/%00/view", {
      headers: { ...fresh(), "content-type": "application/json", "user-agent": "Mozilla/5.0 Chrome/120" },
      data: { sessionId: "c0ffee00-0000-4000-8000-000000000000" },
    });
    expect(response.status()).toBe(404);
  });

  test("JSON declared in UTF-16 is refused with a 415 in French", async ({ request }) => {
    const response = await request.post("/api/newsletter", {
      headers: { ...fresh(), "content-type": "application/json; charset=utf-16" },
      data: Buffer.from('{"email":"a@b.ci"}', "utf16le"),
    });
    expect(response.status()).toBe(415);
    expect((await response.json()).message).toMatch(/UTF-8/);
  });

  test("the placeholder images have their own policy; a malformed path's 400 carries the security headers", async ({
    request,
  }) => {
    const placeholder = await request.get("/placeholder/Titre", { headers: fresh() });
    expect(placeholder.headers()["content-security-policy"]).toBe("default-src 'none'; style-src 'unsafe-inline'");
    const malformed = await request.get("/%ff", { headers: fresh() });
    expect(malformed.status()).toBe(400);
    const headers = malformed.headers();
    expect(headers["content-security-policy"]).toContain("default-src 'self'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });

  test("the password-reset page and every back-office page answer private, no-store", async ({ request }) => {
    for (const url of [
      "/admin/reset-password?token=abcdefghijklmnopqrstuvwxyz",
      "/admin/login",
      "/admin/forgot-password",
    ]) {
      const response = await request.get(url, { headers: fresh() });
      expect(response.status(), url).toBe(200);
      expect(response.headers()["cache-control"], url).toBe("private, no-store");
    }
    const admin = await adminContext();
    for (const url of ["/admin/account", "/admin/dashboard", "/admin/users"]) {
      const response = await admin.get(url, { headers: fresh() });
      expect(response.status(), url).toBe(200);
      expect(response.headers()["cache-control"], url).toBe("private, no-store");
    }
  });

  test("NextAuth's session endpoint answers no user for a revoked session and expires its cookie", async () => {
    const context = await newRequest.newContext({ baseURL: e2eStack().baseURL });
    const account = await createAccount("editor");
    await signIn(context, account);
    expect(await (await context.get("/api/auth/session", { headers: fresh() })).json()).toMatchObject({
      user: { email: account.email },
    });
    await sql("UPDATE sessions SET revoked_at = now() WHERE user_id = $1", [account.id]);
    const ended = await context.get("/api/auth/session", { headers: fresh() });
    expect(await ended.json()).toEqual({});
    const cookies = ended.headersArray().filter((header) => header.name.toLowerCase() === "set-cookie");
    const sessionCookie = cookies.find((header) => header.value.startsWith("next-auth.session-token="));
    expect(sessionCookie?.value).toMatch(/^next-auth\.session-token=;|Max-Age=0|Expires=Thu, 01 Jan 1970/);
  });
});
