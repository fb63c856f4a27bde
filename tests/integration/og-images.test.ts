// Open Graph images drawn by the server (lib/og, app/og) against real PostgreSQL: a page without an image of its own
// shares a 1200×630 PNG of its title, and its metadata points og:image and twitter:image at it; a page with an image
// keeps its own; an image of a draft or of an unknown page is a 404.
import sharp from "sharp";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { generateMetadata as articleMetadata } from "@/app/[locale]/(site)/blog/[slug]/page";
import { generateMetadata as aboutMetadata } from "@/app/[locale]/(site)/about/page";
import { GET } from "@/app/og/[kind]/[key]/route";
import type { SessionUser } from "@/lib/auth/session";
import { createPost } from "@/lib/blog/admin";
import { blogPostSchema, postTranslationSchema } from "@/lib/blog/schemas";
import { savePostTranslation } from "@/lib/blog/translations";
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

async function image(kind: string, key: string, query = "") {
  return GET(new NextRequest(`http://localhost/og/${kind}/${key}${query}`), routeContext({ kind, key }));
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** How many pixels of the title's area are light (the title is drawn white on the dark brand background). */
async function lightPixelsOfTitle(png: Buffer): Promise<number> {
  const { data, info } = await sharp(png)
    .extract({ left: 80, top: 110, width: 1040, height: 380 })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let light = 0;
  for (let index = 0; index < info.width * info.height; index += 1) if (data[index]! > 160) light += 1;
  return light;
}

describe("Open Graph images of any title, with the network cut off", { timeout: 120_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ["an emoji", "Lancement réussi 🚀🎉 👩🏾‍💻"],
    ["Chinese and Japanese", "数字化转型指南 ひらがな カタカナ"],
    ["Arabic", "التحول الرقمي للشركات في أبيدجان"],
    [
      "200 characters",
      `${"Une stratégie numérique complète pour les entreprises ivoiriennes ".repeat(4)}`.slice(0, 200),
    ],
  ])("draws a title in %s from the fonts shipped with the app, without a request", async (_case, title) => {
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockRejectedValue(new Error("The network is cut off."));
    const post = await createPost(blogPostSchema.parse(articleInput(categoryId, { title, coverImage: null })), editor);
    const response = await image("blog", post.slug);
    expect(response.status).toBe(200);
    const png = Buffer.from(await response.arrayBuffer());
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    expect(fetchSpy).not.toHaveBeenCalled();
    // The glyphs are drawn: a title of missing glyphs would leave the area dark.
    expect(await lightPixelsOfTitle(png)).toBeGreaterThan(2_000);
  });
});

describe("Open Graph images", { timeout: 60_000 }, () => {
  it("draws a 1200×630 PNG for a published article without a cover, which its og:image and twitter:image name", async () => {
    const post = await createPost(
      blogPostSchema.parse(articleInput(categoryId, { title: "Réussir sa présence en ligne", coverImage: null })),
      editor,
    );
    const response = await image("blog", post.slug);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("cache-control")).toMatch(/public/);
    expect(pngSize(Buffer.from(await response.arrayBuffer()))).toEqual({ width: 1200, height: 630 });

    const metadata = await articleMetadata({
      params: Promise.resolve({ locale: "fr", slug: post.slug }),
    } as PageProps<"/[locale]/blog/[slug]">);
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
      params: Promise.resolve({ locale: "fr", slug: post.slug }),
    } as PageProps<"/[locale]/blog/[slug]">);
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

  it("draws a page in its language: an article's translation by its slug there, a page's English title", async () => {
    const post = await createPost(blogPostSchema.parse(articleInput(categoryId, { coverImage: null })), editor);
    await savePostTranslation(
      postTranslationSchema.parse({
        id: post.id,
        locale: "en",
        title: "Building a website that sells",
        slug: "website-that-sells",
        excerpt: "The steps to a website that brings customers.",
        content: "<p>A website takes preparation.</p>",
        published: true,
      }),
      editor,
    );
    const english = await image("blog", "website-that-sells", "?lang=en");
    expect(english.status).toBe(200);
    expect(pngSize(Buffer.from(await english.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
    // Without the language, the slug names no French article; a language the site does not serve is French.
    expect((await image("blog", "website-that-sells")).status).toBe(404);
    expect((await image("blog", "website-that-sells", "?lang=de")).status).toBe(404);
    // The about page's English title ('About us', the catalogue's) is another drawing than its French one.
    const [french, englishAbout] = await Promise.all([image("page", "about"), image("page", "about", "?lang=en")]);
    expect(englishAbout.status).toBe(200);
    const [frenchBytes, englishBytes] = await Promise.all([french.arrayBuffer(), englishAbout.arrayBuffer()]);
    expect(Buffer.from(frenchBytes).equals(Buffer.from(englishBytes))).toBe(false);
  });

  it("answers 404 for a draft, an unknown page or an unknown kind", async () => {
    const draft = await createPost(blogPostSchema.parse(articleInput(categoryId, { published: false })), editor);
    expect((await image("blog", draft.slug)).status).toBe(404);
    expect((await image("page", "inconnue")).status).toBe(404);
    expect((await image("projects", "012")).status).toBe(404);
    expect((await image("autre", "about")).status).toBe(404);
  });
});
