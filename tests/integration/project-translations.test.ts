import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { saveProjectTranslationAction } from "@/app/admin/(shell)/projects/actions";
import type { SessionUser } from "@/lib/auth/session";
import { expireTags } from "@/lib/cache";
import { db } from "@/lib/db";
import { normalizeSearch } from "@/lib/list-views";
import { findPublishedProject, findPublishedProjects, projectTags } from "@/lib/projects";
import { createProject, deleteProject, updateProject } from "@/lib/projects/admin";
import {
  findProjectCategories,
  findProjectSitemapItems,
  findPublishedProjectPage,
  findPublishedProjectStats,
} from "@/lib/projects/list";
import {
  listProjectRevisions,
  listProjectTranslationRevisions,
  restoreProjectTranslationRevision,
} from "@/lib/projects/revisions";
import { projectSchema, type ProjectTranslationInput, projectTranslationSchema } from "@/lib/projects/schemas";
import {
  deleteProjectTranslation,
  findProjectTranslationStatesOf,
  publishDueProjectTranslations,
  saveProjectTranslation,
} from "@/lib/projects/translations";
import { actAs } from "../helpers/action-session";
import { createTestUser } from "../helpers/auth";
import { projectInput } from "../helpers/projects";

// A project's translations (issue 45; lib/projects/translations.ts): their own words, publication, schedule and
// history; the project's shared fields; each language's lists, search and sitemap.
vi.mock("next/headers", async (original) =>
  (await import("../helpers/action-session")).withActionSession(await original<object>()),
);
// Outside a Next.js server expiring a tag does nothing: the spy records which tags the saves expire.
vi.mock("@/lib/cache", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/lib/cache")>();
  return { ...actual, expireTags: vi.fn(actual.expireTags) };
});

let editor: SessionUser;

beforeAll(async () => {
  editor = await createTestUser("editor");
  await actAs(editor);
});

beforeEach(async () => {
  await db.project.deleteMany();
  await db.revision.deleteMany();
});

const publishedProject = () => createProject(projectSchema.parse(projectInput({ status: "published" })), editor);

function englishInput(id: number, fields: Partial<ProjectTranslationInput> = {}): ProjectTranslationInput {
  return {
    id,
    locale: "en",
    title: "Akwaba travel portal redesign",
    description: {
      about: "A travel booking portal for Côte d'Ivoire's visitors.",
      challenge: "Bookings abandoned on phones for want of a local payment.",
      solution: "A three-step booking with Mobile Money built in.",
      results: "Twice as many bookings completed within three months.",
    },
    duration: "3 months",
    testimonial: { content: "They understood our travellers.", position: "Managing director" },
    published: false,
    ...fields,
  };
}

const english = (id: number, fields: Partial<ProjectTranslationInput> = {}) =>
  projectTranslationSchema.parse(englishInput(id, fields));

const tomorrow = () => new Date(Date.now() + 24 * 3_600_000);
const expired = () => vi.mocked(expireTags).mock.calls.flat();

describe("a project's English translation", () => {
  it("is off the English site until the scheduler publishes it, then shows its words over the project's fields", async () => {
    const project = await publishedProject();
    const at = tomorrow();
    await saveProjectTranslation(english(project.id, { scheduledAt: at.toISOString() }), editor);

    expect(await findPublishedProject(project.id, "en")).toBeNull();
    expect(await findPublishedProjects({ limit: 10, locale: "en" })).toEqual([]);
    expect((await findPublishedProject(project.id, "fr"))?.versions).toEqual(["fr"]);
    // The editors' language bar: English scheduled.
    expect(await findProjectTranslationStatesOf(project.id)).toEqual([
      { locale: "en", published: false, scheduledAt: at.toISOString() },
    ]);

    expect(await publishDueProjectTranslations(new Date(at.getTime() - 1_000))).toEqual([]);
    vi.mocked(expireTags).mockClear();
    expect(await publishDueProjectTranslations(at)).toEqual([project.id]);
    expect(expired()).toEqual(
      expect.arrayContaining([
        projectTags("en").project(project.id),
        `${projectTags("en").list}:all:0`,
        projectTags("en").stats,
        projectTags("fr").project(project.id),
      ]),
    );

    const page = await findPublishedProject(project.id, "en");
    expect(page).toMatchObject({
      versions: ["fr", "en"],
      project: {
        id: project.id,
        title: "Akwaba travel portal redesign",
        description: { about: "A travel booking portal for Côte d'Ivoire's visitors." },
        duration: "3 months",
        // The project's own: client, category, images, technologies; the testimonial's author.
        client: "Akwaba Voyages",
        category: "Développement Web",
        images: ["/images/projects/a.webp", "/images/projects/b.webp"],
        technologies: ["Next.js", "PostgreSQL"],
        testimonial: null,
        status: "published",
      },
    });
    expect((await findPublishedProject(project.id, "fr"))?.versions).toEqual(["fr", "en"]);
    expect((await findPublishedProjects({ limit: 10, locale: "en" })).map((shown) => shown.title)).toEqual([
      "Akwaba travel portal redesign",
    ]);
    expect(await findProjectCategories("en")).toMatchObject([{ name: "Développement Web", count: 1 }]);
    expect(await findProjectSitemapItems(0, 100, "en")).toEqual([
      {
        path: `/projects/${project.id}`,
        updatedAt: expect.any(Date),
        versions: { fr: `/projects/${project.id}`, en: `/projects/${project.id}` },
      },
    ]);
    expect((await findPublishedProjectStats("en")).count).toBe(1);
  });

  it("has the testimonial's text and position of its language, with the author of the project's", async () => {
    const project = await createProject(
      projectSchema.parse(
        projectInput({
          status: "published",
          testimonial: { content: "Ils ont compris nos voyageurs.", author: "Awa Koné", position: "Directrice" },
        }),
      ),
      editor,
    );
    await saveProjectTranslation(english(project.id, { published: true }), editor);
    expect((await findPublishedProject(project.id, "en"))?.project.testimonial).toEqual({
      content: "They understood our travellers.",
      author: "Awa Koné",
      position: "Managing director",
    });
  });

  it("is found by the English search, stemmed in English, with the project's client", async () => {
    const project = await publishedProject();
    await saveProjectTranslation(english(project.id, { published: true }), editor);
    const search = async (text: string, locale: "fr" | "en") =>
      (
        await findPublishedProjectPage({ locale, categories: null, search: normalizeSearch(text), page: 1, limit: 10 })
      ).projects.map((found) => found.title);

    expect(await search("redesigned", "en")).toEqual(["Akwaba travel portal redesign"]);
    expect(await search("visitor", "en")).toEqual(["Akwaba travel portal redesign"]);
    expect(await search("Voyages", "en")).toEqual(["Akwaba travel portal redesign"]);
    expect(await search("réservation", "en")).toEqual([]);
    expect(await search("redesign", "fr")).toEqual([]);
    expect(await search("réservation", "fr")).toEqual(["Refonte du portail Akwaba"]);
  });

  it("restores a revision of its own history: its words come back and its publication stays", async () => {
    const project = await publishedProject();
    await saveProjectTranslation(english(project.id), editor);
    await saveProjectTranslation(english(project.id, { title: "Akwaba portal", published: true }), editor);
    const [, first] = await listProjectTranslationRevisions(project.id, "en");
    const [french] = await listProjectRevisions(project.id);

    expect(await restoreProjectTranslationRevision(project.id, "en", first!.id, editor)).toMatchObject({
      title: "Akwaba travel portal redesign",
      published: true,
    });
    expect(await findPublishedProject(project.id, "en")).toMatchObject({
      project: { title: "Akwaba travel portal redesign" },
    });
    expect(await listProjectTranslationRevisions(project.id, "en")).toHaveLength(3);
    await expect(restoreProjectTranslationRevision(project.id, "en", french!.id, editor)).rejects.toMatchObject({
      status: 404,
    });
  });

  it("is unpublished and deleted without touching the French project, and keeps a history of its own", async () => {
    const project = await publishedProject();
    await saveProjectTranslation(english(project.id, { published: true }), editor);
    await saveProjectTranslation(english(project.id, { published: false, title: "Akwaba portal" }), editor);

    expect(await findPublishedProject(project.id, "en")).toBeNull();
    expect(await findProjectSitemapItems(0, 100, "en")).toEqual([]);
    expect(await findPublishedProject(project.id, "fr")).toMatchObject({
      project: { title: "Refonte du portail Akwaba" },
      versions: ["fr"],
    });
    expect(await listProjectTranslationRevisions(project.id, "en")).toHaveLength(2);
    expect(await listProjectRevisions(project.id)).toHaveLength(1);

    await deleteProjectTranslation(project.id, "en", editor);
    expect(await db.projectTranslation.count()).toBe(0);
    expect(await findPublishedProject(project.id, "fr")).not.toBeNull();
    await expect(deleteProjectTranslation(project.id, "en", editor)).rejects.toMatchObject({ status: 404 });
  });

  it("is published in English while the French project is a draft, and leaves with the project", async () => {
    const project = await createProject(projectSchema.parse(projectInput({ status: "draft" })), editor);
    await saveProjectTranslation(english(project.id, { published: true }), editor);
    expect(await findPublishedProject(project.id, "fr")).toBeNull();
    expect(await findPublishedProject(project.id, "en")).toMatchObject({ versions: ["en"] });

    vi.mocked(expireTags).mockClear();
    await updateProject(
      project.id,
      projectSchema.parse(
        projectInput({ status: "draft", client: "Akwaba Tours", images: ["/images/projects/c.webp"] }),
      ),
      editor,
    );
    // A French save expires the English pages that show the project's shared fields; the search sees the client.
    expect(expired()).toEqual(expect.arrayContaining([projectTags("en").project(project.id)]));
    expect((await findPublishedProject(project.id, "en"))?.project).toMatchObject({
      client: "Akwaba Tours",
      images: ["/images/projects/c.webp"],
    });
    expect(
      (
        await findPublishedProjectPage({
          locale: "en",
          categories: null,
          search: normalizeSearch("tours"),
          page: 1,
          limit: 10,
        })
      ).total,
    ).toBe(1);

    await deleteProject(project.id, editor);
    expect(await db.projectTranslation.count()).toBe(0);
  });

  it("is refused with French messages for invalid input or an unknown project, through the editor's action", async () => {
    const project = await publishedProject();
    const invalid = await saveProjectTranslationAction({ ...englishInput(project.id), title: "A" });
    expect(invalid).toMatchObject({
      ok: false,
      fieldErrors: { title: ["Le titre doit contenir au moins 3 caractères"] },
    });
    const unknownLanguage = await saveProjectTranslationAction({ ...englishInput(project.id), locale: "de" as "en" });
    expect(unknownLanguage).toMatchObject({ ok: false, fieldErrors: { locale: ["Langue inconnue."] } });
    const missing = await saveProjectTranslationAction(englishInput(987_654));
    expect(missing).toMatchObject({ ok: false, error: "Projet non trouvé." });
    expect(await db.projectTranslation.count()).toBe(0);
  });
});
