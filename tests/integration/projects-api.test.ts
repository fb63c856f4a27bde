// The projects API for other clients (spec section 7 'Projects'), called through its route handlers against real
// PostgreSQL: drafts reach only signed-in roles, writes need projects:write, bodies go through the form's schema.
import { beforeAll, describe, expect, it } from "vitest";
import * as projectsRoute from "@/app/api/projects/route";
import * as projectRoute from "@/app/api/projects/[id]/route";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { findPublishedProject, findPublishedProjects, type ProjectView } from "@/lib/projects";
import type { ProjectInput } from "@/lib/projects/schemas";
import { apiRequest, createTestUser, routeContext } from "../helpers/auth";
import { projectInput } from "../helpers/projects";

const users = {} as Record<"user" | "editor" | "admin", SessionUser>;

beforeAll(async () => {
  users.user = await createTestUser("user");
  users.editor = await createTestUser("editor");
  users.admin = await createTestUser("admin");
});

const body = projectInput;

const list = async (query: string, as?: SessionUser) =>
  projectsRoute.GET(await apiRequest(`/api/projects?${query}`, { as }), routeContext());
const one = async (id: number | string, query: string, as?: SessionUser) =>
  projectRoute.GET(await apiRequest(`/api/projects/${id}?${query}`, { as }), routeContext({ id: String(id) }));
const post = async (json: unknown, as?: SessionUser) =>
  projectsRoute.POST(await apiRequest("/api/projects", { method: "POST", json, as }), routeContext());
const put = async (id: number, json: unknown, as?: SessionUser) =>
  projectRoute.PUT(
    await apiRequest(`/api/projects/${id}`, { method: "PUT", json, as }),
    routeContext({ id: String(id) }),
  );
const patch = async (id: number, json: unknown, as?: SessionUser) =>
  projectRoute.PATCH(
    await apiRequest(`/api/projects/${id}`, { method: "PATCH", json, as }),
    routeContext({ id: String(id) }),
  );
const remove = async (id: number, as?: SessionUser) =>
  projectRoute.DELETE(
    await apiRequest(`/api/projects/${id}`, { method: "DELETE", as }),
    routeContext({ id: String(id) }),
  );

async function created(overrides: Partial<ProjectInput> = {}): Promise<ProjectView> {
  const response = await post(body(overrides), users.editor);
  expect(response.status).toBe(201);
  return (await response.json()) as ProjectView;
}

describe("draft projects", () => {
  it("never reach the public reads, and appear there once published", async () => {
    const draft = await created({ title: "Projet encore secret", featured: true });
    expect(draft.status).toBe("draft");
    expect((await findPublishedProjects({ limit: 100, locale: "fr" })).map((project) => project.id)).not.toContain(
      draft.id,
    );
    expect(
      (await findPublishedProjects({ featured: true, limit: 100, locale: "fr" })).map((project) => project.id),
    ).not.toContain(draft.id);
    expect(await findPublishedProject(draft.id, "fr")).toBeNull();

    expect(
      (await put(draft.id, body({ title: "Projet encore secret", featured: true, status: "published" }), users.editor))
        .status,
    ).toBe(200);
    expect(
      (await findPublishedProjects({ featured: true, limit: 100, locale: "fr" })).map((project) => project.id),
    ).toContain(draft.id);
    expect((await findPublishedProject(draft.id, "fr"))?.project).toMatchObject({ title: "Projet encore secret" });
  });

  it("are listed and read with ?admin=true by every signed-in role, and refused to visitors with a 401", async () => {
    const draft = await created({ title: "Brouillon pour les rôles" });
    for (const role of ["user", "editor", "admin"] as const) {
      const response = await list("admin=true&status=draft&limit=100", users[role]);
      expect(response.status, role).toBe(200);
      expect(response.headers.get("cache-control")).toContain("no-store");
      expect(
        ((await response.json()) as ProjectView[]).map((project) => project.id),
        role,
      ).toContain(draft.id);
      expect(await (await one(draft.id, "admin=true", users[role])).json(), role).toMatchObject({
        id: draft.id,
        status: "draft",
      });
    }
    expect((await list("admin=true")).status).toBe(401);
    expect(await (await one(draft.id, "admin=true")).json()).toMatchObject({
      success: false,
      message: expect.any(String),
    });
    expect((await one(draft.id, "admin=true")).status).toBe(401);
  });
});

describe("the admin list of the API", () => {
  it("is filtered like the screen, and says which page it is in headers", async () => {
    for (const title of ["Pagination un", "Pagination deux", "Pagination trois"])
      await created({ title, tags: ["pagination-api"] });
    const response = await list("admin=true&search=PAGINATION-API&limit=2&page=2", users.user);
    expect(((await response.json()) as ProjectView[]).map((project) => project.title)).toEqual(["Pagination un"]);
    expect(
      Object.fromEntries(
        ["x-total-count", "x-page", "x-per-page", "x-total-pages"].map((name) => [name, response.headers.get(name)]),
      ),
    ).toEqual({
      "x-total-count": "3",
      "x-page": "2",
      "x-per-page": "2",
      "x-total-pages": "2",
    });
    const bad = await list("admin=true&featured=peut-etre", users.user);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ message: "Le paramètre featured doit valoir true ou false." });
  });

  it("answers 404 'Projet non trouvé.' for an unknown id", async () => {
    const response = await one(987_654, "admin=true", users.admin);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ success: false, message: "Projet non trouvé." });
  });
});

describe("writes through the API", () => {
  it("are refused to the read-only role (403) and to visitors (401), and change nothing", async () => {
    const project = await created({ title: "Projet protégé" });
    expect((await post(body(), users.user)).status).toBe(403);
    expect((await put(project.id, body({ title: "Piraté" }), users.user)).status).toBe(403);
    expect((await patch(project.id, { featured: true }, users.user)).status).toBe(403);
    expect((await remove(project.id, users.user)).status).toBe(403);
    expect((await post(body())).status).toBe(401);
    expect((await remove(project.id)).status).toBe(401);
    expect(await db.project.findUniqueOrThrow({ where: { id: project.id } })).toMatchObject({
      title: "Projet protégé",
      featured: false,
    });
  });

  it("validate the body with the form's schema: a 400 with its French message, unknown fields ignored", async () => {
    const short = await post(body({ title: "ab" }), users.editor);
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({
      success: false,
      message: "Le titre doit contenir au moins 3 caractères",
    });
    const badUrl = await post(body({ websiteUrl: "pas une url" }), users.editor);
    expect(await badUrl.json()).toMatchObject({ message: "URL invalide" });
    const badStatus = await post({ ...body(), status: "archived" }, users.editor);
    expect(await badStatus.json()).toMatchObject({ message: "Le statut doit être « published » ou « draft »" });
    const noImage = await post(body({ images: [] }), users.editor);
    expect(await noImage.json()).toMatchObject({ message: "Veuillez ajouter au moins une image au projet." });

    const project = await created({
      ...body(),
      ...{ id: 1, searchText: "injecté", createdAt: "2000-01-01T00:00:00Z" },
    } as ProjectInput);
    const row = await db.project.findUniqueOrThrow({ where: { id: project.id } });
    expect(row.searchText).not.toContain("injecté");
    expect(row.createdAt.getFullYear()).toBeGreaterThan(2000);
  });

  it("replace a project with PUT, change only the flag with PATCH, delete it with DELETE, each with an activity", async () => {
    const project = await created({ title: "Projet à modifier" });
    const updated = await put(
      project.id,
      body({ title: "Projet modifié", featuredImageIndex: 1, status: "published" }),
      users.admin,
    );
    expect(await updated.json()).toMatchObject({ title: "Projet modifié", featuredImageIndex: 1, status: "published" });

    const featured = await patch(project.id, { featured: true, title: "ignoré" }, users.editor);
    expect(await featured.json()).toMatchObject({ title: "Projet modifié", featured: true });
    expect((await patch(project.id, { featured: "oui" }, users.editor)).status).toBe(400);

    const deleted = await remove(project.id, users.editor);
    expect(await deleted.json()).toEqual({ success: true, message: "Le projet « Projet modifié » a été supprimé." });
    expect((await remove(project.id, users.editor)).status).toBe(404);
    expect((await put(project.id, body(), users.editor)).status).toBe(404);
    const activities = await db.activity.findMany({
      where: { targetId: project.id, type: "project" },
      orderBy: { id: "asc" },
    });
    expect(activities.map((activity) => activity.title)).toEqual([
      "Projet créé : Projet à modifier",
      "Projet publié : Projet modifié",
      "Projet mis en avant : Projet modifié",
      "Projet supprimé : Projet modifié",
    ]);
  });
});
