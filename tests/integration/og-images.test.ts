// Open Graph images drawn by the server (lib/og, app/og) against real PostgreSQL: a page without an image of its own
// shares a 1200×630 PNG of its title, and its metadata points og:image and twitter:image at it; a page with an image
// keeps its own; an image of a draft or of an unknown page is a 404.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { generateMetadata as articleMetadata } from "@/app/(site)/blog/[slug]/page";
import { generateMetadata as aboutMetadata } from "@/app/(site)/about/page";
import { GET } from "@/app/og/[kind]/[key]/route";
import type { SessionUser } from "@/lib/auth/session";
import { createPost } from "@/lib/blog/admin";
import { blogPostSchema } from "@/lib/blog/schemas";
import { db } from "@/lib/db";
import { createTestUser, routeContext } from "../helpers/auth";
import { articleInput } from "../helpers/blog";
import { NextRequest } from "next/server";

let editor: SessionUser;
let categoryId: number;

beforeAll(async () => {
  editor = await createTestUser("editor");
  categoryId = (await db.blogCategory.create({ data: { name: "Images", slug: "images" } })).id;
});

beforeEach(async () => {
  await db.blogPost.deleteMany();
});

async function image(kind: string, key: string) {
  return GET(new NextRequest(`http://localhost/og/${kind}/${key}`), routeContext({ kind, key }));
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe("Open Graph images", () => {
  it("draws a 1200×630 PNG for a published article without a cover, which its og:image and twitter:image name", async () => {
    const post = await createPost(
      blogPostSchema.parse(articleInput(categoryId, { title: "Réussir sa présence en ligne", coverImage: null })),
      editor,
    );
    const response = await image("blog", post.slug);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("cache-control")).toMatch(/public/);
    const bytesX = Buffer.from(await response.arrayBuffer());
    (await import("node:fs")).writeFileSync("/tmp/26c-og.png", bytesX);
    expect(pngSize(bytesX)).toEqual({ width: 1200, height: 630 });

    const metadata = await articleMetadata({
      params: Promise.resolve({ slug: post.slug }),
    } as PageProps<"/blog/[slug]">);
    const [ogImage] = metadata.openGraph?.images as { url: string; width: number }[];
    expect(ogImage).toMatchObject({ url: `/og/blog/${post.slug}`, width: 1200, height: 630 });
    expect(metadata.twitter?.images).toEqual([`/og/blog/${post.slug}`]);
  });

  it("keeps an article's own cover as its share image", async () => {
    const post = await createPost(
      blogPostSchema.parse(articleInput(categoryId, { coverImage: "/images/blog/cover.webp" })),
      editor,
    );
    const metadata = await articleMetadata({
      params: Promise.resolve({ slug: post.slug }),
    } as PageProps<"/blog/[slug]">);
    const [ogImage] = metadata.openGraph?.images as { url: string }[];
    expect(ogImage?.url).toBe("/images/blog/cover.webp");
  });

  it("draws the static pages of the catalog, which point at it", async () => {
    const response = await image("page", "about");
    expect(response.status).toBe(200);
    const metadata = await aboutMetadata();
    const [ogImage] = metadata.openGraph?.images as { url: string }[];
    expect(ogImage?.url).toBe("/og/page/about");
  });

  it("answers 404 for a draft, an unknown page or an unknown kind", async () => {
    const draft = await createPost(blogPostSchema.parse(articleInput(categoryId, { published: false })), editor);
    expect((await image("blog", draft.slug)).status).toBe(404);
    expect((await image("page", "inconnue")).status).toBe(404);
    expect((await image("projects", "012")).status).toBe(404);
    expect((await image("autre", "about")).status).toBe(404);
  });
});
