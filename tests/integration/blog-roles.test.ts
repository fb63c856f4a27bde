// The 'user' role reads the back office but writes nothing: every write of the blog, its categories and the media
// pipeline answers 403 with a valid body and a row that exists, and leaves the database as it was.
// (tests/integration/access-control.test.ts checks every handler of the app for every role with empty bodies;
// this one proves the refusal does not depend on the body being invalid.)
import { NextRequest } from "next/server";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import * as categories from "@/app/api/blog-categories/route";
import * as category from "@/app/api/blog-categories/[id]/route";
import * as posts from "@/app/api/blog-posts/route";
import * as post from "@/app/api/blog-posts/[id]/route";
import * as uploads from "@/app/api/upload/route";
import * as upload from "@/app/api/upload/[filename]/route";
import * as singleUpload from "@/app/api/upload/single/route";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { apiRequest, createTestUser, routeContext, sessionCookieHeader } from "../helpers/auth";

let reader: SessionUser;
let ids: { post: number; category: number };

beforeAll(async () => {
  reader = await createTestUser("user");
  const created = await db.blogCategory.create({ data: { name: "Catégorie témoin", slug: "categorie-temoin" } });
  const existing = await db.blogPost.create({
    data: {
      title: "Article témoin",
      slug: "article-temoin",
      excerpt: "e",
      content: "<p>c</p>",
      author: "A",
      categoryId: created.id,
    },
  });
  ids = { post: existing.id, category: created.id };
});

const validPost = () => ({
  title: "Écrit par un lecteur",
  slug: "ecrit-par-un-lecteur",
  category_id: ids.category,
  excerpt: "e",
  content: "<p>c</p>",
  author: "A",
  published: true,
});

async function multipart(url: string, field: string) {
  const form = new FormData();
  const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#000" } })
    .png()
    .toBuffer();
  form.append(field, new Blob([new Uint8Array(png)], { type: "image/png" }), "a.png");
  const encoded = new Request("http://localhost", { method: "POST", body: form });
  const body = await encoded.arrayBuffer();
  return new NextRequest(new URL(url, "http://localhost"), {
    method: "POST",
    body,
    headers: {
      "content-type": encoded.headers.get("content-type")!,
      "content-length": String(body.byteLength),
      cookie: await sessionCookieHeader(reader),
    },
  });
}

async function snapshot() {
  return {
    posts: await db.blogPost.findMany({ orderBy: { id: "asc" } }),
    categories: await db.blogCategory.findMany({ orderBy: { id: "asc" } }),
    media: await db.mediaFile.count(),
    activities: await db.activity.count(),
  };
}

describe("a 'user' account", () => {
  it("gets 403 on every write of articles, categories and uploads, and changes nothing", async () => {
    const before = await snapshot();
    const writes: [string, () => Promise<Response>][] = [
      [
        "POST /api/blog-posts",
        async () =>
          posts.POST(
            await apiRequest("/api/blog-posts", { method: "POST", as: reader, json: validPost() }),
            routeContext(),
          ),
      ],
      [
        "PUT /api/blog-posts/{id}",
        async () =>
          post.PUT(
            await apiRequest(`/api/blog-posts/${ids.post}`, {
              method: "PUT",
              as: reader,
              json: { ...validPost(), slug: "article-temoin" },
            }),
            routeContext({ id: String(ids.post) }),
          ),
      ],
      [
        "DELETE /api/blog-posts/{id}",
        async () =>
          post.DELETE(
            await apiRequest(`/api/blog-posts/${ids.post}`, { method: "DELETE", as: reader }),
            routeContext({ id: String(ids.post) }),
          ),
      ],
      [
        "POST /api/blog-categories",
        async () =>
          categories.POST(
            await apiRequest("/api/blog-categories", { method: "POST", as: reader, json: { name: "Nouvelle" } }),
            routeContext(),
          ),
      ],
      [
        "PUT /api/blog-categories/{id}",
        async () =>
          category.PUT(
            await apiRequest(`/api/blog-categories/${ids.category}`, {
              method: "PUT",
              as: reader,
              json: { name: "Renommée" },
            }),
            routeContext({ id: String(ids.category) }),
          ),
      ],
      [
        "DELETE /api/blog-categories/{id}",
        async () =>
          category.DELETE(
            await apiRequest(`/api/blog-categories/${ids.category}`, { method: "DELETE", as: reader }),
            routeContext({ id: String(ids.category) }),
          ),
      ],
      ["POST /api/upload", async () => uploads.POST(await multipart("/api/upload", "images"), routeContext())],
      [
        "POST /api/upload/single",
        async () => singleUpload.POST(await multipart("/api/upload/single", "image"), routeContext()),
      ],
      [
        "DELETE /api/upload/{filename}",
        async () =>
          upload.DELETE(
            await apiRequest("/api/upload/00000000-0000-4000-8000-000000000000.webp", { method: "DELETE", as: reader }),
            routeContext({ filename: "00000000-0000-4000-8000-000000000000.webp" }),
          ),
      ],
    ];
    for (const [name, write] of writes) {
      const response = await write();
      expect(response.status, name).toBe(403);
      expect(await response.json(), name).toMatchObject({
        success: false,
        message: "Vous n'avez pas les droits nécessaires pour cette action.",
      });
    }
    expect(await snapshot()).toEqual(before);
  });

  it("may read articles (drafts included) and categories", async () => {
    const response = await post.GET(
      await apiRequest(`/api/blog-posts/${ids.post}?admin=true`, { as: reader }),
      routeContext({ id: String(ids.post) }),
    );
    expect(response.status).toBe(200);
    expect(
      (await categories.GET(await apiRequest("/api/blog-categories", { as: reader }), routeContext())).status,
    ).toBe(200);
  });
});
