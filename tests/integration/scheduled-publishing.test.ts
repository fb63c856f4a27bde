import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createPostAction } from "@/app/admin/(shell)/blogs/actions";
import { PUT as updatePostRoute } from "@/app/api/blog-posts/[id]/route";
import { POST as createProjectRoute } from "@/app/api/projects/route";
import { POST as publishDueRoute } from "@/app/api/scheduled-publishing/route";
import type { SessionUser } from "@/lib/auth/session";
import { BLOG_TAGS, findPublishedPostBySlug } from "@/lib/blog";
import { createPost, listAdminPosts, publishDuePosts } from "@/lib/blog/admin";
import { adminPostsQuerySchema, type BlogPostInput, blogPostSchema } from "@/lib/blog/schemas";
import { findPostSitemapItems } from "@/lib/blog/list";
import { expireTags } from "@/lib/cache";
import { db } from "@/lib/db";
import { findPublishedProject } from "@/lib/projects";
import { listProjectsForAdmin } from "@/lib/projects/admin";
import { adminProjectsQuerySchema } from "@/lib/projects/schemas";
import { publishDueContent } from "@/lib/scheduling";
import { SCHEDULE_IN_PAST } from "@/lib/schemas";
import { actAs } from "../helpers/action-session";
import { apiRequest, createTestUser, routeContext } from "../helpers/auth";
import { projectInput } from "../helpers/projects";

// Server actions read the session from next/headers: the cookies of the user `actAs` names (tests/helpers).
vi.mock("next/headers", async (original) =>
  (await import("../helpers/action-session")).withActionSession(await original<object>()),
);
// Outside a Next.js server expiring a tag does nothing: the spy records which tags the scheduler expires.
vi.mock("@/lib/cache", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/lib/cache")>();
  return { ...actual, expireTags: vi.fn(actual.expireTags) };
});

let editor: SessionUser;
let categoryId: number;
let counter = 0;

beforeAll(async () => {
  editor = await createTestUser("editor");
  await actAs(editor);
});

beforeEach(async () => {
  await db.activity.deleteMany();
  await db.blogPost.deleteMany();
  await db.project.deleteMany();
  await db.blogCategory.deleteMany();
  categoryId = (await db.blogCategory.create({ data: { name: "Web", slug: "web" } })).id;
});

function article(fields: Partial<BlogPostInput> = {}): BlogPostInput {
  counter += 1;
  return {
    title: `Article programmé ${counter}`,
    slug: `article-programme-${counter}`,
    category_id: categoryId,
    excerpt: "Un résumé.",
    content: "<p>Un contenu.</p>",
    author: "Aya Kouassi",
    ...fields,
  };
}

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000);

describe("scheduled publishing", () => {
  it("keeps a scheduled article off the site until its time, then publishes it once with its activity and expired tags", async () => {
    const at = inMinutes(1);
    const post = await createPost(blogPostSchema.parse(article({ scheduledAt: at.toISOString() })), editor);
    expect(post).toMatchObject({ published: false, scheduledAt: at.toISOString() });

    // Before its time (the clock is a parameter: no waiting).
    expect(await publishDuePosts(new Date(at.getTime() - 1_000))).toEqual([]);
    expect(await findPublishedPostBySlug(post.slug, "fr")).toBeNull();
    expect((await findPostSitemapItems(0, 100, "fr")).length).toBe(0);

    vi.mocked(expireTags).mockClear();
    expect(await publishDuePosts(at)).toEqual([post.id]);
    const published = await findPublishedPostBySlug(post.slug, "fr");
    expect(published).not.toBeNull();
    expect(published!.publishedAt?.toISOString()).toBe(at.toISOString());
    expect((await findPostSitemapItems(0, 100, "fr")).length).toBe(1);
    expect(vi.mocked(expireTags).mock.calls.flat()).toEqual(
      expect.arrayContaining([BLOG_TAGS.post(post.slug), `${BLOG_TAGS.list}:all:0`, BLOG_TAGS.feed]),
    );
    const activities = await db.activity.findMany({ where: { targetId: post.id, actorId: null } });
    expect(activities.map((activity) => activity.title)).toEqual([`Article publié : ${post.title}`]);
    expect(await db.blogPost.findUniqueOrThrow({ where: { id: post.id } })).toMatchObject({ scheduledAt: null });
  });

  it("publishes each item exactly once when two workers race", async () => {
    const at = inMinutes(1);
    const posts = await Promise.all(
      [1, 2, 3].map(() => createPost(blogPostSchema.parse(article({ scheduledAt: at.toISOString() })), editor)),
    );
    const later = new Date(at.getTime() + 1_000);

    const [first, second] = await Promise.all([publishDueContent(later), publishDueContent(later)]);

    expect([...first.posts, ...second.posts].sort()).toEqual(posts.map((post) => post.id).sort());
    expect(await db.activity.count({ where: { type: "blog", actorId: null } })).toBe(3);
    expect(await db.blogPost.count({ where: { published: true } })).toBe(3);
  });

  it("publishes a scheduled project at its time, through the route each server calls on itself", async () => {
    const response = await createProjectRoute(
      await apiRequest("/api/projects", {
        method: "POST",
        as: editor,
        json: projectInput({ scheduledAt: inMinutes(1).toISOString() }),
      }),
      routeContext(),
    );
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    const listed = await listProjectsForAdmin(adminProjectsQuerySchema.parse({ status: "scheduled" }));
    expect(listed.projects.map((project) => project.id)).toEqual([id]);
    expect(await findPublishedProject(id, "fr")).toBeNull();

    // The route uses the real clock: its time comes (a date in the past cannot be given through the API).
    await db.project.update({ where: { id }, data: { scheduledAt: new Date(Date.now() - 1_000) } });
    const answer = await publishDueRoute(
      await apiRequest("/api/scheduled-publishing", { method: "POST", json: {} }),
      routeContext(),
    );
    expect(await answer.json()).toEqual({
      success: true,
      posts: [],
      translations: [],
      projects: [id],
      projectTranslations: [],
    });
    expect(await findPublishedProject(id, "fr")).not.toBeNull();
    expect(await db.activity.count({ where: { type: "project", targetId: id, actorId: null } })).toBe(1);
  });

  it("refuses a publication date in the past with a French field error, through the API and the action", async () => {
    const post = await createPost(blogPostSchema.parse(article()), editor);
    const response = await updatePostRoute(
      await apiRequest(`/api/blog-posts/${post.id}`, {
        method: "PUT",
        as: editor,
        json: article({ slug: post.slug, scheduledAt: "2020-01-01T10:00" }),
      }),
      routeContext({ id: String(post.id) }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: SCHEDULE_IN_PAST });

    const result = await createPostAction(article({ scheduledAt: inMinutes(-5).toISOString() }));
    expect(result).toMatchObject({ ok: false, status: 400, fieldErrors: { scheduledAt: [SCHEDULE_IN_PAST] } });
    expect(await db.blogPost.count()).toBe(1);
  });

  it("reads a date and time typed in the form as Abidjan's, and lists scheduled drafts apart from the others", async () => {
    const next = new Date(Date.now() + 86_400_000);
    const typed = next.toISOString().slice(0, 16);
    const scheduled = await createPost(blogPostSchema.parse(article({ scheduledAt: typed })), editor);
    expect(scheduled.scheduledAt).toBe(`${typed}:00.000Z`);
    const draft = await createPost(blogPostSchema.parse(article()), editor);
    // Publishing now wins over a schedule.
    const now = await createPost(blogPostSchema.parse(article({ published: true, scheduledAt: typed })), editor);
    expect(now.scheduledAt).toBeNull();

    const ids = async (status: string) =>
      (await listAdminPosts(adminPostsQuerySchema.parse({ status }))).posts.map((post) => post.id);
    expect(await ids("scheduled")).toEqual([scheduled.id]);
    expect(await ids("draft")).toEqual([draft.id]);
    expect(await ids("published")).toEqual([now.id]);
  });
});
