// Shareable previews against real PostgreSQL: a link opens its draft until it expires or is revoked, only the
// token's digest is stored, and the preview page answers Next.js's not-found (a 404) for any link that opens nothing.
import { createHash } from "node:crypto";
import { isHTTPAccessFallbackError } from "next/dist/client/components/http-access-fallback/http-access-fallback";
import { NextRequest } from "next/server";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createPostPreviewAction, revokePostPreviewAction } from "@/app/admin/(shell)/blogs/actions";
import { createProjectPreviewAction } from "@/app/admin/(shell)/projects/actions";
import PreviewPage from "@/app/apercu/[token]/page";
import type { SessionUser } from "@/lib/auth/session";
import { createPost } from "@/lib/blog/admin";
import { blogPostSchema } from "@/lib/blog/schemas";
import { db } from "@/lib/db";
import { createPreviewLink, listActivePreviewLinks, resolvePreviewToken, revokePreviewLink } from "@/lib/previews";
import { createProject } from "@/lib/projects/admin";
import { proxy } from "@/proxy";
import { projectSchema } from "@/lib/projects/schemas";
import { createTestUser, sessionCookieHeader } from "../helpers/auth";
import { articleInput } from "../helpers/blog";
import { projectInput } from "../helpers/projects";

// Server actions read the session from the request's cookies (next/headers), which only a Next.js server provides.
const session = vi.hoisted(() => ({ cookie: "" }));
vi.mock("next/headers", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/headers")>()),
  cookies: async () => new NextRequest("http://localhost/admin", { headers: { cookie: session.cookie } }).cookies,
}));
// Outside a Next.js server there is no request for connection() to wait for: the page renders at once.
vi.mock("next/server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/server")>()),
  connection: async () => {},
}));

let editor: SessionUser;
let reader: SessionUser;
let categoryId: number;

beforeAll(async () => {
  editor = await createTestUser("editor");
  reader = await createTestUser("user");
  categoryId = (await db.blogCategory.create({ data: { name: "Aperçus", slug: "apercus" } })).id;
});

beforeEach(async () => {
  await db.previewLink.deleteMany();
  await db.blogPost.deleteMany();
  await db.project.deleteMany();
  session.cookie = await sessionCookieHeader(editor);
});

const draft = (fields = {}) =>
  createPost(blogPostSchema.parse(articleInput(categoryId, { published: false, ...fields })), editor);
const tokenOf = (url: string) => new URL(url).pathname.split("/").pop() ?? "";
const DAY = 24 * 60 * 60 * 1000;

async function renderStatus(token: string): Promise<number | "rendered"> {
  try {
    await PreviewPage({ params: Promise.resolve({ token }) } as PageProps<"/apercu/[token]">);
    return "rendered";
  } catch (error) {
    if (isHTTPAccessFallbackError(error)) return Number(String((error as { digest: string }).digest).split(";")[1]);
    throw error;
  }
}

describe("preview links", () => {
  it("opens a draft article through its link and stores only the token's SHA-256", async () => {
    const post = await draft({ title: "Brouillon à relire" });
    const link = await createPreviewLink("article", post.id, 2, editor);
    const token = tokenOf(link.url);
    expect(link.url).toMatch(/\/apercu\/[A-Za-z0-9_-]{43}$/);

    const resolved = await resolvePreviewToken(token);
    expect(resolved?.kind).toBe("article");
    expect(resolved?.kind === "article" && resolved.post.title).toBe("Brouillon à relire");

    const rows = await db.previewLink.findMany();
    expect(rows).toHaveLength(1);
    const [row] = rows as [(typeof rows)[number]];
    expect(row.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(row).toMatchObject({ kind: "article", targetId: post.id, creatorId: editor.id, revokedAt: null });
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeCloseTo(2 * DAY, -4);
    expect(await renderStatus(token)).toBe("rendered");
  });

  it("opens nothing once the link has expired", async () => {
    const post = await draft();
    const created = new Date(Date.now() - 3 * DAY);
    const link = await createPreviewLink("article", post.id, 1, editor, created);
    const token = tokenOf(link.url);
    expect(await resolvePreviewToken(token, new Date(created.getTime() + DAY - 1000))).not.toBeNull();
    expect(await resolvePreviewToken(token)).toBeNull();
    expect(await listActivePreviewLinks("article", post.id)).toEqual([]);
    expect(await renderStatus(token)).toBe(404);
  });

  it("opens nothing once revoked, and leaves the item's other links working", async () => {
    const post = await draft();
    const revoked = await createPreviewLink("article", post.id, 7, editor);
    const kept = await createPreviewLink("article", post.id, 1, editor);
    await revokePreviewLink("article", post.id, revoked.id, editor);

    expect(await resolvePreviewToken(tokenOf(revoked.url))).toBeNull();
    expect(await renderStatus(tokenOf(revoked.url))).toBe(404);
    expect(await resolvePreviewToken(tokenOf(kept.url))).not.toBeNull();
    expect((await listActivePreviewLinks("article", post.id)).map((link) => link.id)).toEqual([kept.id]);
    await expect(revokePreviewLink("article", post.id, revoked.id, editor)).rejects.toMatchObject({ status: 404 });
  });

  it("answers 404 for an unknown or malformed token, and for a link whose item was deleted", async () => {
    expect(await renderStatus("A".repeat(43))).toBe(404);
    expect(await renderStatus("pas-un-jeton")).toBe(404);
    const post = await draft();
    const link = await createPreviewLink("article", post.id, 1, editor);
    await db.blogPost.delete({ where: { id: post.id } });
    expect(await resolvePreviewToken(tokenOf(link.url))).toBeNull();
  });

  it("previews a draft project, and refuses a link to what is already published", async () => {
    const project = await createProject(projectSchema.parse(projectInput({ title: "Portail en chantier" })), editor);
    const link = await createPreviewLink("project", project.id, 3, editor);
    const resolved = await resolvePreviewToken(tokenOf(link.url));
    expect(resolved?.kind === "project" && resolved.project.title).toBe("Portail en chantier");

    const published = await createPost(blogPostSchema.parse(articleInput(categoryId)), editor);
    await expect(createPreviewLink("article", published.id, 1, editor)).rejects.toMatchObject({ status: 409 });
    await expect(createPreviewLink("article", 999_999, 1, editor)).rejects.toMatchObject({ status: 404 });
  });
});

describe("the proxy's gate for preview links", () => {
  const gate = async (token: string) => {
    const response = await proxy(new NextRequest(`http://localhost/apercu/${token}`));
    return response.headers.get("x-middleware-rewrite") ?? (response.headers.get("x-middleware-next") ? "next" : null);
  };

  it("lets an active link through and rewrites a revoked, expired or unknown one to the static not-found page", async () => {
    const post = await draft();
    const active = await createPreviewLink("article", post.id, 1, editor);
    const revoked = await createPreviewLink("article", post.id, 1, editor);
    await revokePreviewLink("article", post.id, revoked.id, editor);
    const expired = await createPreviewLink("article", post.id, 1, editor, new Date(Date.now() - 2 * DAY));

    expect(await gate(tokenOf(active.url))).toBe("next");
    for (const token of [tokenOf(revoked.url), tokenOf(expired.url), "B".repeat(43), "%E0%A4%A"])
      expect(await gate(token), token).toBe(token === "%E0%A4%A" ? "next" : "http://localhost/apercu-introuvable");
  });
});

describe("preview actions", () => {
  it("lets an editor create and revoke a link, with a duration of 1 to 7 days", async () => {
    const post = await draft();
    const created = await createPostPreviewAction({ id: post.id, days: 7 });
    expect(created.ok).toBe(true);
    const tooLong = await createPostPreviewAction({ id: post.id, days: 8 });
    expect(tooLong).toMatchObject({ ok: false, status: 400 });
    if (!created.ok) return;
    expect(await revokePostPreviewAction({ id: post.id, linkId: created.data.id })).toMatchObject({ ok: true });
    expect(await resolvePreviewToken(tokenOf(created.data.url))).toBeNull();
  });

  it("refuses a user who may not edit the item", async () => {
    const post = await draft();
    const project = await createProject(projectSchema.parse(projectInput()), editor);
    session.cookie = await sessionCookieHeader(reader);
    expect(await createPostPreviewAction({ id: post.id, days: 1 })).toMatchObject({ ok: false, status: 403 });
    expect(await createProjectPreviewAction({ id: project.id, days: 1 })).toMatchObject({ ok: false, status: 403 });
    expect(await db.previewLink.count()).toBe(0);
  });
});
