// Against the production build, over HTTP (the route handlers are checked in-process by
// tests/integration/access-control.test.ts):
// 1. every server action of the build (from its server-reference manifest, so an action added later is found
//    without editing this file) is declared with adminAction(permission, …) and refuses a visitor, a deleted
//    account (401) and each role the permission table refuses (403), and lets the others through;
// 2. every public GET endpoint asked for drafts with ?admin=true, without a session, answers 401 or ignores the flag
//    (the same answer as without it): drafts never reach a visitor.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { type APIRequestContext, expect, request as newRequest, test } from "./helpers/test";
import { can, type Permission, ROLES } from "@/lib/auth/permissions";
import { PUBLIC_ENDPOINTS } from "../helpers/public-endpoints";
import { createAccount, deleteAccount, signIn } from "./helpers/auth";
import { sql } from "./helpers/db";
import { type ServerReference as ServerAction, serverActions } from "./helpers/server-actions";
import { e2eStack } from "./helpers/stack";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** Server actions anyone may call, as "file#export", each with a comment saying why. */
const PUBLIC_ACTIONS = new Set<string>(
  // The visitors' forms (contact, quote, project request, newsletter): public by nature, admitted by the JSON API's
  // schema, honeypot and rate limit (lib/messages); their bad input is walked by tests/e2e/hostile-input.spec.ts.
  ["sendQuoteRequest", "sendProjectRequest", "sendContactMessage", "subscribeToNewsletter"].map(
    (name) => `app/[locale]/(site)/actions.ts#${name}`,
  ),
);

/** The permission in `export const name = adminAction("permission", …)`, read from the action's source. */
function declaredPermission(action: ServerAction): Permission | undefined {
  const source = readFileSync(path.join(ROOT, action.file), "utf8");
  const match = new RegExp(
    `export\\s+const\\s+${action.name.replace(/\$/g, "\\$")}\\s*=\\s*adminAction\\(\\s*["'\`]([\\w-]+:[\\w-]+)["'\`]`,
  ).exec(source);
  return match?.[1] as Permission | undefined;
}

type Outcome = { kind: "redirect"; location: string } | { kind: "result"; ok: boolean; status?: number };

/** Calls a server action as the browser does (POST with Next-Action) with one empty-object argument. */
async function callAction(context: APIRequestContext, action: ServerAction): Promise<Outcome> {
  const response = await context.post(action.page, {
    headers: {
      "Next-Action": action.id,
      "Content-Type": "text/plain;charset=UTF-8",
      Accept: "text/x-component",
      Origin: e2eStack().baseURL,
    },
    data: "[{}]",
    maxRedirects: 0,
  });
  if (response.status() >= 300 && response.status() < 400)
    return { kind: "redirect", location: response.headers().location ?? "" };
  // The answer is React's flight format: row 0 names the row that holds the action's result ("$@1").
  const rows = new Map(
    (await response.text())
      .split("\n")
      .filter(Boolean)
      .map((line) => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 1)]),
  );
  const reference: unknown = JSON.parse(rows.get("0") ?? "{}").a;
  const result =
    typeof reference === "string" && reference.startsWith("$@")
      ? JSON.parse(rows.get(reference.slice(2)) ?? "null")
      : null;
  expect(result, `${action.file}#${action.name} answered ${response.status()} without an action result`).toEqual(
    expect.objectContaining({ ok: expect.any(Boolean) }),
  );
  return { kind: "result", ok: result.ok, status: result.status };
}

async function signedInContext(role: (typeof ROLES)[number] | "deleted"): Promise<APIRequestContext> {
  const context = await newRequest.newContext({ baseURL: e2eStack().baseURL });
  const account = await createAccount(role === "deleted" ? "admin" : role);
  await signIn(context, account);
  if (role === "deleted") await deleteAccount(account);
  return context;
}

test("every server action refuses visitors, deleted accounts and the roles without its permission", async () => {
  const actions = serverActions().filter((action) => !PUBLIC_ACTIONS.has(`${action.file}#${action.name}`));
  // Five calls per action, one after another: the time grows with the number of actions (a tenth of a test's time each).
  test.setTimeout(test.info().timeout * (1 + actions.length / 10));
  expect(actions.map((action) => action.name)).toContain("saveSiteSettings");
  const undeclared = actions
    .filter((action) => !declaredPermission(action))
    .map((action) => `${action.file}#${action.name}`);
  expect(
    undeclared,
    "declare these actions as `export const name = adminAction(permission, schema, run)` (lib/auth/action.ts)",
  ).toEqual([]);

  const visitor = await newRequest.newContext({ baseURL: e2eStack().baseURL });
  const contexts = {
    deleted: await signedInContext("deleted"),
    ...Object.fromEntries(await Promise.all(ROLES.map(async (role) => [role, await signedInContext(role)]))),
  } as Record<(typeof ROLES)[number] | "deleted", APIRequestContext>;

  for (const action of actions) {
    const permission = declaredPermission(action)!;
    await test.step(`${action.file}#${action.name} (${permission})`, async () => {
      const anonymous = await callAction(visitor, action);
      // On a back-office page the proxy turns a visitor away before the action runs; elsewhere the action answers 401.
      if (anonymous.kind === "redirect") expect(anonymous.location).toMatch(/^\/admin\/login/);
      else expect(anonymous).toMatchObject({ ok: false, status: 401 });
      expect(await callAction(contexts.deleted, action)).toMatchObject({ kind: "result", ok: false, status: 401 });
      for (const role of ROLES) {
        const outcome = await callAction(contexts[role], action);
        expect(outcome.kind, role).toBe("result");
        if (can(role, permission))
          expect([401, 403], `${role} has ${permission}`).not.toContain(outcome.kind === "result" ? outcome.status : 0);
        else expect(outcome, `${role} lacks ${permission}`).toMatchObject({ ok: false, status: 403 });
      }
    });
  }
});

test("a public GET endpoint asked for drafts (?admin=true) without a session answers 401 or ignores the flag", async ({
  request,
}) => {
  const tag = Date.now().toString(36);
  const [project] = await sql<{ id: number }>(
    `INSERT INTO projects (title, category, client, date, about, challenge, solution, results, status, updated_at)
     VALUES ($1, 'Développement Web', 'Client', 'Mars 2026', 'a', 'c', 's', 'r', 'draft', now()) RETURNING id`,
    [`Projet brouillon ${tag}`],
  );
  const [post] = await sql<{ id: number; slug: string }>(
    `INSERT INTO blog_posts (title, slug, excerpt, content, author, published, updated_at)
     VALUES ($1, $2, 'e', '<p>c</p>', 'Auteur', false, now()) RETURNING id, slug`,
    [`Article brouillon ${tag}`, `article-brouillon-${tag}`],
  );
  const drafts = [`Projet brouillon ${tag}`, `Article brouillon ${tag}`, post!.slug];
  const apiDir = path.join(ROOT, "app/api");
  const routes = readdirSync(apiDir, { recursive: true, encoding: "utf8" })
    .filter((file) => /(^|\/)route\.(ts|tsx|js)$/.test(file))
    .map(
      (file) =>
        `/api/${path
          .dirname(file)
          .split(path.sep)
          .filter((segment) => !/^\(.*\)$/.test(segment))
          .join("/")}`,
    );
  const publicGets = routes.filter((route) => PUBLIC_ENDPOINTS.has(`GET ${route}`) && !route.startsWith("/api/auth/"));

  for (const route of publicGets) {
    const url = route
      .replace("[id]", String(route.startsWith("/api/projects") ? project!.id : post!.id))
      .replace("[slug]", post!.slug);
    await test.step(url, async () => {
      const plain = await request.get(url);
      const asAdmin = await request.get(`${url}${url.includes("?") ? "&" : "?"}admin=true`);
      if (asAdmin.status() === 401) return;
      expect(asAdmin.status(), `${url}?admin=true without a session`).toBe(plain.status());
      const [answer, plainAnswer] = [await asAdmin.text(), await plain.text()];
      for (const draft of drafts.filter((draft) => !plainAnswer.includes(draft)))
        expect(answer, `${url}?admin=true without a session`).not.toContain(draft);
      // An answer that changes by itself (the health check's live event-loop measures, one more each second) is
      // compared whole only when it did not change around the flagged request.
      const plainAgain = await request.get(url);
      if ((await plainAgain.text()) === plainAnswer) expect(answer).toBe(plainAnswer);
    });
  }
});
