// Library images on the public site (issue 43): the cards, a project's page, the RSS feed, JSON-LD and Open Graph show
// the frame of the image's current version with the library's texts, and a replaced file is a new address in each,
// without anyone editing what shows it.
import path from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { SessionUser } from "@/lib/auth/session";
import { blogTags, findPublishedPostBySlug } from "@/lib/blog";
import { createPost } from "@/lib/blog/admin";
import { postCardOf } from "@/lib/blog/cards";
import { feedImagePaths, feedItemOf, rssXml } from "@/lib/blog/feed";
import { blogPostSchema, postTranslationSchema } from "@/lib/blog/schemas";
import { savePostTranslation } from "@/lib/blog/translations";
import { expireTags } from "@/lib/cache";
import { db } from "@/lib/db";
import { storeImages } from "@/lib/media";
import { frameOf, variantPath } from "@/lib/media/framing";
import { describeMedia, findMediaDetail, replaceMediaFile, setMediaFocalPoint } from "@/lib/media/library";
import { getPublicMedia } from "@/lib/media/public";
import { publicImage } from "@/lib/media/public-image";
import { mediaDescriptionSchema } from "@/lib/media/schemas";
import { MEDIA_TAGS } from "@/lib/media/views";
import { findPublishedProject, projectTags } from "@/lib/projects";
import { createProject } from "@/lib/projects/admin";
import { projectCardOf } from "@/lib/projects/cards";
import { projectSchema, projectTranslationSchema } from "@/lib/projects/schemas";
import { saveProjectTranslation } from "@/lib/projects/translations";
import { blogPostingJsonLd, creativeWorkJsonLd, seoOf } from "@/lib/seo";
import { createTestUser } from "../helpers/auth";
import { articleInput } from "../helpers/blog";
import { fetchUpload, solidImage } from "../helpers/media";
import { projectInput } from "../helpers/projects";

vi.mock("@/lib/cache", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/lib/cache")>();
  return { ...actual, expireTags: vi.fn(actual.expireTags) };
});

vi.hoisted(() => {
  process.env.UPLOAD_DIR = `/tmp/media-public-test-${process.pid}-${Date.now()}`;
});

let editor: SessionUser;
let categoryId: number;

beforeAll(async () => {
  editor = await createTestUser("editor");
  categoryId = (await db.blogCategory.create({ data: { name: "Vitrine", slug: "vitrine" } })).id;
});

const solid = (background: string) => solidImage(background, 1600, 900);

describe("library images on the public site", () => {
  it("are shown framed at their current version with the library's texts, and at a new address once replaced", async () => {
    const [photo] = await storeImages([{ bytes: await solid("#dc2626"), originalName: "vitrine.png" }], editor.id);
    const alt = "La vitrine de l'agence à Cocody";
    await describeMedia(
      mediaDescriptionSchema.parse({ id: photo!.id, alt, caption: "Notre vitrine", credit: "Studio Lagune" }),
      editor,
    );
    await setMediaFocalPoint({ id: photo!.id, x: 0.9, y: 0.2 }, editor);
    const post = await createPost(
      blogPostSchema.parse(
        articleInput(categoryId, {
          title: "Une vitrine",
          coverImage: photo!.path,
          content: `<p>Texte</p><p><img src="${photo!.path}"></p>`,
        }),
      ),
      editor,
    );
    const project = await createProject(
      projectSchema.parse(projectInput({ status: "published", images: [photo!.path, "/images/projects/b.webp"] })),
      editor,
    );
    // Their English pages show the same image (a shared field).
    await savePostTranslation(
      postTranslationSchema.parse({
        id: post.id,
        locale: "en",
        title: "A showcase",
        slug: "a-showcase",
        excerpt: "Our showcase.",
        content: "<p>Text</p>",
        published: true,
      }),
      editor,
    );
    await saveProjectTranslation(
      projectTranslationSchema.parse({
        id: project.id,
        locale: "en",
        title: "A showcase",
        description: {
          about: "A showcase website.",
          challenge: "Being found on phones.",
          solution: "A light, fast website.",
          results: "Twice as many requests.",
        },
        published: true,
      }),
      editor,
    );

    /** Everything a visitor's page gives of the image, read as the pages read it. */
    const rendered = async () => {
      const row = (await findPublishedPostBySlug(post.slug, "fr"))!;
      const { project: shown } = (await findPublishedProject(project.id, "fr"))!;
      const media = await getPublicMedia([row.coverImage, ...shown.images]);
      const feedMedia = await getPublicMedia(feedImagePaths([row]));
      return {
        card: postCardOf(row, media).cover,
        projectCard: projectCardOf(shown, media, "fr").image,
        hero: publicImage(media, shown.images[0], "hero"),
        share: seoOf(row, { title: row.title, description: row.excerpt, image: row.coverImage }, media).image,
        feed: feedItemOf(row, feedMedia, "fr"),
        postJsonLd: blogPostingJsonLd({
          title: row.title,
          excerpt: row.excerpt,
          path: `/blog/${row.slug}`,
          image: publicImage(media, row.coverImage, "original")!.src,
          author: row.author,
          datePublished: null,
          dateModified: row.updatedAt.toISOString(),
          categoryName: "Vitrine",
          tags: [],
          companyName: "Agence",
          locale: "fr",
        }).image,
        projectJsonLd: creativeWorkJsonLd({
          title: shown.title,
          description: "",
          path: `/projects/${shown.id}`,
          images: shown.images.map((image) => publicImage(media, image, "original")!.src),
          client: shown.client,
          category: shown.category,
          keywords: [],
          dateCreated: shown.createdAt,
          dateModified: shown.updatedAt,
          companyName: "Agence",
        }).image as string[],
      };
    };

    const uuid = photo!.filename.replace(/\.webp$/, "");
    const v1 = await rendered();
    const view = (await findMediaDetail(photo!.id))!;
    expect(v1.card).toEqual({
      src: variantPath(view, "card"),
      alt,
      caption: "Notre vitrine",
      credit: "Studio Lagune",
      width: 1280,
      height: 720,
    });
    expect(v1.card!.src).toContain(`${uuid}.v1.card-`);
    // The focal point (right, top) decides the frame: not the centre.
    expect(frameOf(view, "square").x).toBeGreaterThan(0.4);
    expect(v1.projectCard).toMatchObject({ src: variantPath(view, "card"), alt });
    expect(v1.hero).toMatchObject({ src: variantPath(view, "hero"), alt, caption: "Notre vitrine" });
    expect(v1.share).toEqual({ url: variantPath(view, "og"), width: 1200, height: 630, alt });
    expect(v1.feed.image).toMatchObject({ width: 1200, height: 630, alt, credit: "Studio Lagune" });
    expect(v1.feed.image!.url).toMatch(new RegExp(`^https?://[^/]+/uploads/${uuid}\\.v1\\.og-[\\d-]+\\.jpg$`));
    expect(v1.feed.contentHtml).toMatch(
      new RegExp(`<img src="https?://[^"]+/uploads/${uuid}\\.v1\\.webp"[^>]* alt="${alt}"`),
    );
    expect(rssXml({ locale: "fr", title: "", description: "", link: "", feedUrl: "", items: [v1.feed] })).toContain(
      `<media:content url="${v1.feed.image!.url}"`,
    );
    expect(v1.postJsonLd).toMatch(new RegExp(`/uploads/${uuid}\\.v1\\.webp$`));
    expect(v1.projectJsonLd).toEqual([
      expect.stringMatching(new RegExp(`/uploads/${uuid}\\.v1\\.webp$`)),
      expect.stringMatching(/\/images\/projects\/b\.webp$/),
    ]);
    // Each frame's address is answered: the share image in JPEG, exactly 1200 × 630.
    const og = await fetchUpload(path.basename(v1.share!.url));
    expect(og.response.status).toBe(200);
    expect(await sharp(og.bytes).metadata()).toMatchObject({ format: "jpeg", width: 1200, height: 630 });

    vi.mocked(expireTags).mockClear();
    await replaceMediaFile(photo!.id, { bytes: await solid("#2563eb"), originalName: "vitrine-2.png" }, editor);
    // Every cached read of the image is expired: the lists, the project, the feed read it under its tag; and the
    // pages of what shows it, in each language it is published in.
    expect(vi.mocked(expireTags).mock.calls.flat()).toEqual(
      expect.arrayContaining([
        MEDIA_TAGS.file(photo!.filename),
        blogTags("fr").post(post.slug),
        blogTags("en").post("a-showcase"),
        projectTags("fr").project(project.id),
        projectTags("en").project(project.id),
      ]),
    );

    const v2 = await rendered();
    const replaced = (await findMediaDetail(photo!.id))!;
    for (const image of [v2.card, v2.projectCard, v2.hero]) expect(image!.src).toContain(`${uuid}.v2.`);
    expect(v2.card!.src).toBe(variantPath(replaced, "card"));
    expect(v2.share!.url).toBe(variantPath(replaced, "og"));
    expect(v2.feed.image!.url).toContain(`/uploads/${uuid}.v2.og-`);
    expect(v2.feed.contentHtml).toContain(`/uploads/${uuid}.v2.webp`);
    expect(v2.postJsonLd).toMatch(new RegExp(`/uploads/${uuid}\\.v2\\.webp$`));
    expect(v2.projectJsonLd[0]).toMatch(new RegExp(`/uploads/${uuid}\\.v2\\.webp$`));

    // The new frame has the new bytes; the old frame's address (a page cached before) moves on to it.
    const card = await fetchUpload(path.basename(v2.card!.src));
    expect(card.response.status).toBe(200);
    const [red, , blue] = (await sharp(card.bytes).stats()).channels.map((channel) => channel.mean);
    expect(blue).toBeGreaterThan(200);
    expect(red).toBeLessThan(80);
    const old = await fetchUpload(path.basename(v1.card!.src));
    expect(old.response.status).toBe(302);
    expect(old.response.headers.get("location")).toBe(v2.card!.src);
  });

  it("leaves images that are not in the library as they are stored, without a description", async () => {
    const media = await getPublicMedia(["/images/blog/seo.webp", null, "https://ailleurs.example/a.webp"]);
    expect(media).toEqual({});
    expect(publicImage(media, "/images/blog/seo.webp", "card")).toEqual({
      src: "/images/blog/seo.webp",
      alt: null,
      caption: null,
      credit: null,
    });
    expect(publicImage(media, null, "card")).toBeNull();
  });
});
