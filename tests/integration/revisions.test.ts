import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
  comparePostRevisionsAction,
  createPostAction,
  restorePostRevisionAction,
} from "@/app/admin/(shell)/blogs/actions";
import {
  compareProjectRevisionsAction,
  restoreProjectRevisionAction,
  updateProjectAction,
} from "@/app/admin/(shell)/projects/actions";
import { POST as createProjectRoute } from "@/app/api/projects/route";
import { PUT as updatePostRoute } from "@/app/api/blog-posts/[id]/route";
import type { SessionUser } from "@/lib/auth/session";
import { BLOG_TAGS } from "@/lib/blog";
import { findAdminPost } from "@/lib/blog/admin";
import { listPostRevisions } from "@/lib/blog/revisions";
import { type BlogPostInput, blogPostSchema } from "@/lib/blog/schemas";
import { expireTags } from "@/lib/cache";
import { db } from "@/lib/db";
import { findProject } from "@/lib/projects/admin";
import { listProjectRevisions } from "@/lib/projects/revisions";
import { projectSchema } from "@/lib/projects/schemas";
import { actAs } from "../helpers/action-session";
import { apiRequest, createTestUser, routeContext } from "../helpers/auth";
import { projectInput } from "../helpers/projects";

// Server actions read the session from next/headers: the cookies of the user `actAs` names (tests/helpers).
vi.mock("next/headers", async (original) =>
  (await import("../helpers/action-session")).withActionSession(await original<object>()),
);
// Outside a Next.js server expiring a tag does nothing: the spy records which tags each write expires.
vi.mock("@/lib/cache", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/lib/cache")>();
  return { ...actual, expireTags: vi.fn(actual.expireTags) };
});

let editor: SessionUser;
let reader: SessionUser;
let categoryId: number;

beforeAll(async () => {
  editor = await createTestUser("editor");
  reader = await createTestUser("user");
});

beforeEach(async () => {
  await db.revision.deleteMany();
  await db.blogPost.deleteMany();
  await db.project.deleteMany();
  await db.blogCategory.deleteMany();
  categoryId = (await db.blogCategory.create({ data: { name: "Marketing", slug: "marketing" } })).id;
  await actAs(editor);
});

function article(fields: Partial<BlogPostInput> = {}): BlogPostInput {
  return {
    title: "Réussir son référencement local",
    slug: "referencement-local",
    category_id: categoryId,
    excerpt: "Les bases du référencement à Abidjan.",
    content: "<p>Le référencement local commence par une fiche complète.</p>",
    author: "Aya Kouassi",
    published: true,
    ...fields,
  };
}

async function putPost(id: number, fields: Partial<BlogPostInput>) {
  const response = await updatePostRoute(
    await apiRequest(`/api/blog-posts/${id}`, { method: "PUT", as: editor, json: article(fields) }),
    routeContext({ id: String(id) }),
  );
  expect(response.status).toBe(200);
}

async function createdPost(fields: Partial<BlogPostInput> = {}) {
  const result = await createPostAction(article(fields));
  if (!result.ok) throw new Error(result.error);
  return result.data;
}

describe("article revisions", () => {
  it("stores a revision on each save, through the server action and the JSON API, with the author and every field of the payload", async () => {
    const post = await createdPost();
    await putPost(post.id, { title: "Le référencement local en 2026" });

    const revisions = await listPostRevisions(post.id);
    expect(revisions).toHaveLength(2);
    expect(revisions.map((revision) => revision.authorName)).toEqual([editor.username, editor.username]);
    // Newest first.
    expect(revisions[0]!.id).toBeGreaterThan(revisions[1]!.id);
    const stored = await db.revision.findMany({
      where: { entityType: "blog", entityId: post.id },
      orderBy: { id: "asc" },
    });
    expect(stored.map((revision) => revision.authorId)).toEqual([editor.id, editor.id]);
    // The snapshot holds every key of the payload schema, so that a field added to it later is kept as well.
    expect(Object.keys(stored[1]!.snapshot as object).sort()).toEqual(Object.keys(blogPostSchema.shape).sort());
    expect(stored[1]!.snapshot).toMatchObject({ title: "Le référencement local en 2026", slug: "referencement-local" });
  });

  it("compares two revisions: the fields that changed and a word-level diff of the article's text", async () => {
    const post = await createdPost();
    await putPost(post.id, {
      title: "Le référencement local en 2026",
      content: "<p>Le référencement local commence par une <strong>fiche Google</strong> complète.</p>",
    });
    const [newer, older] = await listPostRevisions(post.id);

    // Asked in either order, the older one is on the left.
    const result = await comparePostRevisionsAction({ id: post.id, revisions: [newer!.id, older!.id] });
    if (!result.ok) throw new Error(result.error);
    expect(result.data.before.id).toBe(older!.id);
    expect(result.data.fields.map((field) => field.key).sort()).toEqual(["content", "title"]);
    expect(result.data.fields.find((field) => field.key === "title")).toMatchObject({
      label: "Titre",
      before: "Réussir son référencement local",
      after: "Le référencement local en 2026",
    });
    expect(result.data.text).toEqual([
      { kind: "same", text: "Le référencement local commence par une fiche " },
      { kind: "added", text: "Google " },
      { kind: "same", text: "complète." },
    ]);
  });

  it("restores a revision through the same save: a new revision, the content back, the public pages expired", async () => {
    const post = await createdPost();
    await putPost(post.id, { title: "Deuxième titre", content: "<p>Un tout autre texte.</p>", published: false });
    const [, first] = await listPostRevisions(post.id);
    vi.mocked(expireTags).mockClear();

    const result = await restorePostRevisionAction({ id: post.id, revisionId: first!.id });
    if (!result.ok) throw new Error(result.error);

    const restored = await findAdminPost(post.id);
    expect(restored).toMatchObject({
      title: "Réussir son référencement local",
      content: "<p>Le référencement local commence par une fiche complète.</p>",
      // The publication state is today's, not the revision's.
      published: false,
    });
    const revisions = await listPostRevisions(post.id);
    expect(revisions).toHaveLength(3);
    const newest = await db.revision.findUniqueOrThrow({ where: { id: revisions[0]!.id } });
    expect(newest.snapshot).toMatchObject({ title: "Réussir son référencement local" });
    // Nothing is lost: the version that was replaced is still there.
    expect((await db.revision.findUniqueOrThrow({ where: { id: revisions[1]!.id } })).snapshot).toMatchObject({
      title: "Deuxième titre",
    });
    expect(await db.activity.count({ where: { type: "blog", targetId: post.id } })).toBe(3);
  });

  it("expires the article's public pages when a restore changes a published article", async () => {
    const post = await createdPost();
    await putPost(post.id, { title: "Deuxième titre" });
    const [, first] = await listPostRevisions(post.id);
    vi.mocked(expireTags).mockClear();
    const result = await restorePostRevisionAction({ id: post.id, revisionId: first!.id });
    expect(result.ok).toBe(true);
    // Its page and the lists, feed and sitemap that show its title: expired by what changed, not all the blog.
    const expired = vi.mocked(expireTags).mock.calls.flat();
    expect(expired).toEqual(
      expect.arrayContaining([BLOG_TAGS.post("referencement-local"), BLOG_TAGS.feed, BLOG_TAGS.sitemapFile(1)]),
    );
    expect(expired).not.toContain(BLOG_TAGS.posts);
  });

  it("refuses a revision of another article, and the history to a role that may not edit", async () => {
    const post = await createdPost();
    const other = await createdPost({ slug: "autre-article" });
    const [otherRevision] = await listPostRevisions(other.id);
    const [own] = await listPostRevisions(post.id);

    const foreign = await restorePostRevisionAction({ id: post.id, revisionId: otherRevision!.id });
    expect(foreign).toMatchObject({ ok: false, status: 404, error: "Version non trouvée." });

    await actAs(reader);
    expect(await comparePostRevisionsAction({ id: post.id, revisions: [own!.id, own!.id] })).toMatchObject({
      ok: false,
      status: 403,
    });
    expect(await restorePostRevisionAction({ id: post.id, revisionId: own!.id })).toMatchObject({
      ok: false,
      status: 403,
    });
    expect(await listPostRevisions(post.id)).toHaveLength(1);
  });
});

describe("project revisions", () => {
  it("stores a revision on each save (API and action), compares them and restores one as a new revision", async () => {
    const created = await createProjectRoute(
      await apiRequest("/api/projects", { method: "POST", as: editor, json: projectInput() }),
      routeContext(),
    );
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const changed = projectInput({
      title: "Portail Akwaba, version 2",
      description: { ...projectInput().description, results: "Trois fois plus de réservations terminées en un an." },
    });
    const updated = await updateProjectAction({ id, project: changed });
    expect(updated.ok).toBe(true);

    const revisions = await listProjectRevisions(id);
    expect(revisions).toHaveLength(2);
    const stored = await db.revision.findFirstOrThrow({ where: { entityType: "project", entityId: id } });
    expect(Object.keys(stored.snapshot as object).sort()).toEqual(Object.keys(projectSchema.in.shape).sort());

    const comparison = await compareProjectRevisionsAction({ id, revisions: [revisions[1]!.id, revisions[0]!.id] });
    if (!comparison.ok) throw new Error(comparison.error);
    expect(comparison.data.fields.map((field) => field.key).sort()).toEqual(["description", "title"]);
    expect(comparison.data.text.filter((part) => part.kind !== "same")).toEqual([
      { kind: "removed", text: "Deux " },
      { kind: "added", text: "Trois " },
      { kind: "removed", text: "trois mois." },
      { kind: "added", text: "un an." },
    ]);

    const restored = await restoreProjectRevisionAction({ id, revisionId: revisions[1]!.id });
    expect(restored.ok).toBe(true);
    expect(await findProject(id)).toMatchObject({ title: "Refonte du portail Akwaba" });
    expect(await listProjectRevisions(id)).toHaveLength(3);
  });
});
