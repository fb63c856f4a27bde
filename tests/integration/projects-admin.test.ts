import { existsSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { SessionUser } from "@/lib/auth/session";
import { expireTags } from "@/lib/cache";
import { db } from "@/lib/db";
import { storeImage } from "@/lib/media";
import { PROJECT_TAGS } from "@/lib/projects";
import {
  createProject,
  deleteProject,
  findProject,
  listProjectsForAdmin,
  setProjectFeatured,
  updateProject,
} from "@/lib/projects/admin";
import { adminProjectsQuerySchema, type ProjectInput, projectSchema } from "@/lib/projects/schemas";
import { createTestUser } from "../helpers/auth";
import { projectInput } from "../helpers/projects";

// Outside a Next.js server expiring a tag does nothing: the spy records which tags each write expires.
vi.mock("@/lib/cache", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/lib/cache")>();
  return { ...actual, expireTags: vi.fn(actual.expireTags) };
});

const uploadDir = vi.hoisted(() => {
  const dir = `/tmp/uploads-projects-test-${process.pid}-${Date.now()}`;
  process.env.UPLOAD_DIR = dir;
  return dir;
});

let editor: SessionUser;

beforeEach(async () => {
  await db.activity.deleteMany();
  await db.project.deleteMany();
  editor ??= await createTestUser("editor");
});

const parse = (overrides: Partial<ProjectInput> = {}) => projectSchema.parse(projectInput(overrides));
const query = (params: Record<string, string> = {}) => adminProjectsQuerySchema.parse(params);

async function storedUpload() {
  const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#0f766e" } })
    .png()
    .toBuffer();
  return (await storeImage({ bytes, originalName: "photo.png" })).path;
}

const onDisk = (uploadPath: string) => existsSync(path.join(uploadDir, path.basename(uploadPath)));
const usedBy = async (uploadPath: string) =>
  (
    await db.mediaUse.findMany({
      where: { media: { filename: path.basename(uploadPath) } },
      select: { projectId: true },
      orderBy: { projectId: "asc" },
    })
  ).map((use) => use.projectId);

describe("projects in the back office", () => {
  it("creates a draft by default, with its search text and an activity by its author", async () => {
    const project = await createProject(parse(), editor);
    expect(project).toMatchObject({
      status: "draft",
      featured: false,
      featuredImageIndex: 0,
      category: "Développement Web",
      testimonial: null,
      websiteUrl: null,
    });
    expect(project).not.toHaveProperty("searchText");
    const row = await db.project.findUniqueOrThrow({ where: { id: project.id } });
    expect(row.searchText).toContain("akwaba voyages");
    expect(row.searchText).toContain("tourisme");
    expect(await db.activity.findMany({ where: { targetId: project.id } })).toEqual([
      expect.objectContaining({
        type: "project",
        title: "Projet créé : Refonte du portail Akwaba",
        actorId: editor.id,
      }),
    ]);
  });

  it("saves the featured image index capped to the last image", async () => {
    const project = await createProject(parse({ featuredImageIndex: 9 }), editor);
    expect(project.featuredImageIndex).toBe(1);
  });

  it("searches the title, the four description texts, the client and the tags, whatever the case and accents' case", async () => {
    const web = await createProject(parse(), editor);
    const mobile = await createProject(
      parse({
        title: "Application Énergie Savane",
        client: "Savane SA",
        tags: ["Énergie"],
        category: "Développement Mobile",
        description: {
          about: "Une application de service client pour un fournisseur d'électricité.",
          challenge: "Des agences saturées après chaque coupure de courant.",
          solution: "Signalement des pannes avec photo et suivi des demandes.",
          results: "Un délai de traitement divisé par TROIS.",
        },
      }),
      editor,
    );
    const ids = async (search: string) =>
      (await listProjectsForAdmin(query({ search }))).projects.map((project) => project.id);
    expect(await ids("AKWABA")).toEqual([web.id]);
    expect(await ids("énergie")).toEqual([mobile.id]);
    expect(await ids("divisé par trois")).toEqual([mobile.id]);
    expect(await ids("mobile money")).toEqual([web.id]);
    expect(await ids("paiement")).toEqual([web.id]);
    expect(await ids("introuvable")).toEqual([]);
  });

  it("filters by category, featured flag and status, newest first", async () => {
    const draft = await createProject(parse({ title: "Brouillon web" }), editor);
    const published = await createProject(
      parse({ title: "Publié mobile", category: "Développement Mobile", status: "published", featured: true }),
      editor,
    );
    const titles = async (params: Record<string, string>) =>
      (await listProjectsForAdmin(query(params))).projects.map((project) => project.title);
    expect(await titles({})).toEqual([published.title, draft.title]);
    expect(await titles({ category: "Développement Mobile" })).toEqual([published.title]);
    expect(await titles({ featured: "true" })).toEqual([published.title]);
    expect(await titles({ featured: "false" })).toEqual([draft.title]);
    expect(await titles({ status: "draft" })).toEqual([draft.title]);
  });

  it("pages in PostgreSQL, and answers the last page for a page past it", async () => {
    for (let index = 1; index <= 5; index += 1) await createProject(parse({ title: `Projet numéro ${index}` }), editor);
    const second = await listProjectsForAdmin(query({ page: "2", limit: "2" }));
    expect(second.projects.map((project) => project.title)).toEqual(["Projet numéro 3", "Projet numéro 2"]);
    expect(second.pagination).toEqual({ total: 5, page: 2, limit: 2, totalPages: 3 });
    const beyond = await listProjectsForAdmin(query({ page: "40", limit: "2" }));
    expect(beyond.pagination.page).toBe(3);
    expect(beyond.projects.map((project) => project.title)).toEqual(["Projet numéro 1"]);
  });

  it("records a publication as such, and the images the project shows as library uses", async () => {
    const kept = await storedUpload();
    const dropped = await storedUpload();
    const project = await createProject(parse({ images: [kept, dropped] }), editor);
    // A published project's images are described (issue 43): an alternative text in the library.
    await db.mediaDescription.create({
      data: { media: { connect: { filename: path.basename(kept) } }, alt: "Le portail Akwaba sur un téléphone" },
    });
    const updated = await updateProject(
      project.id,
      parse({ images: [kept], status: "published", title: "Portail Akwaba, version 2" }),
      editor,
    );
    expect(updated).toMatchObject({ status: "published", title: "Portail Akwaba, version 2", images: [kept] });
    expect(await usedBy(kept)).toEqual([project.id]);
    expect(await usedBy(dropped)).toEqual([]);
    expect(onDisk(dropped)).toBe(true);
    expect((await db.activity.findFirst({ where: { targetId: project.id }, orderBy: { id: "desc" } }))?.title).toBe(
      "Projet publié : Portail Akwaba, version 2",
    );
    expect((await db.project.findUniqueOrThrow({ where: { id: project.id } })).searchText).toContain("version 2");
  });

  it("changes only the featured flag from the list", async () => {
    const project = await createProject(parse({ status: "published" }), editor);
    const before = await db.project.findUniqueOrThrow({ where: { id: project.id } });
    const featured = await setProjectFeatured(project.id, true, editor);
    expect(featured.featured).toBe(true);
    const after = await db.project.findUniqueOrThrow({ where: { id: project.id } });
    expect({ ...after, featured: false, updatedAt: before.updatedAt }).toEqual(before);
    expect((await db.activity.findFirst({ where: { targetId: project.id }, orderBy: { id: "desc" } }))?.title).toBe(
      "Projet mis en avant : Refonte du portail Akwaba",
    );
    await setProjectFeatured(project.id, false, editor);
    expect((await db.activity.findFirst({ where: { targetId: project.id }, orderBy: { id: "desc" } }))?.title).toBe(
      "Projet retiré des favoris : Refonte du portail Akwaba",
    );
  });

  it("deletes a project with its uses; its images stay in the library", async () => {
    const shared = await storedUpload();
    const own = await storedUpload();
    const project = await createProject(parse({ images: [shared, own] }), editor);
    const other = await createProject(parse({ title: "Un autre projet", images: [shared] }), editor);
    await deleteProject(project.id, editor);
    expect(await findProject(project.id)).toBeNull();
    expect(await usedBy(shared)).toEqual([other.id]);
    expect(await usedBy(own)).toEqual([]);
    expect(onDisk(own)).toBe(true);
    expect(await db.activity.findFirst({ where: { targetId: project.id }, orderBy: { id: "desc" } })).toMatchObject({
      title: "Projet supprimé : Refonte du portail Akwaba",
      actorId: editor.id,
    });
  });

  it("answers 404 'Projet non trouvé.' for an unknown project, and records nothing", async () => {
    for (const change of [
      () => updateProject(999_999, parse(), editor),
      () => setProjectFeatured(999_999, true, editor),
      () => deleteProject(999_999, editor),
    ]) {
      await expect(change()).rejects.toMatchObject({ status: 404, message: "Projet non trouvé." });
    }
    expect(await db.activity.count()).toBe(0);
  });
});

describe("the public pages a write expires", () => {
  const expired = () => vi.mocked(expireTags).mock.calls.flat();
  const list = (scope: string, block: number) => `${PROJECT_TAGS.list}:${scope}:${block}`;
  beforeEach(() => vi.mocked(expireTags).mockClear());

  it("none while a project is a draft before and after: created, edited, starred, deleted", async () => {
    const draft = await createProject(parse(), editor);
    await updateProject(draft.id, parse({ title: "Toujours un brouillon" }), editor);
    await setProjectFeatured(draft.id, true, editor);
    await deleteProject(draft.id, editor);
    expect(expired()).toEqual([]);
  });

  it("the project's, the first pages of the lists when it moves in them, the page it shows on when it is edited", async () => {
    const project = await createProject(parse({ status: "published" }), editor);
    expect(expired()).toEqual(
      expect.arrayContaining([PROJECT_TAGS.project(project.id), list("all", 0), list("all", 2), PROJECT_TAGS.stats]),
    );
    expect(expired(), "not every page of the portfolio").not.toContain(PROJECT_TAGS.projects);

    vi.mocked(expireTags).mockClear();
    await updateProject(project.id, parse({ status: "published", title: "Nouveau titre" }), editor);
    expect(expired()).toEqual(expect.arrayContaining([PROJECT_TAGS.project(project.id), list("all", 0)]));
    expect(expired(), "it did not move: the other first pages stay").not.toContain(list("all", 2));

    vi.mocked(expireTags).mockClear();
    await setProjectFeatured(project.id, true, editor);
    expect(expired()).toEqual(expect.arrayContaining([PROJECT_TAGS.project(project.id), PROJECT_TAGS.featured]));

    for (const change of [
      () => updateProject(project.id, parse({ status: "draft" }), editor),
      () => updateProject(project.id, parse({ status: "published" }), editor),
      () => deleteProject(project.id, editor),
    ]) {
      vi.mocked(expireTags).mockClear();
      await change();
      expect(expired()).toEqual(
        expect.arrayContaining([PROJECT_TAGS.project(project.id), list("all", 0), list("all", 2)]),
      );
    }
    expect(expired(), "its category left the buttons").toContain(PROJECT_TAGS.categories);
  });
});
