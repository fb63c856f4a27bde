// The media library (issue 43): uses recorded by the saves of what shows an image, replacement under a new version
// with the same id and uses, deletion refused while used, search and filters, and frames that keep the focal point.
import { existsSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { GET as listMediaRoute } from "@/app/api/media/route";
import type { SessionUser } from "@/lib/auth/session";
import { BLOG_TAGS, findPublishedPostBySlug } from "@/lib/blog";
import { createPost, updatePost } from "@/lib/blog/admin";
import { type BlogPostInput, blogPostSchema } from "@/lib/blog/schemas";
import { expireTags } from "@/lib/cache";
import { db } from "@/lib/db";
import { storeImages } from "@/lib/media";
import {
  deleteMedia,
  describeMedia,
  findMediaDetail,
  listMedia,
  replaceMediaFile,
  setMediaFocalPoint,
} from "@/lib/media/library";
import { mediaDescriptionSchema, mediaListQuerySchema } from "@/lib/media/schemas";
import { apiRequest, createTestUser, routeContext } from "../helpers/auth";
import { articleInput } from "../helpers/blog";
import { fetchUpload, redFrames, solidImage } from "../helpers/media";

vi.mock("@/lib/cache", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/lib/cache")>();
  return { ...actual, expireTags: vi.fn(actual.expireTags) };
});

const uploadDir = vi.hoisted(() => {
  const dir = `/tmp/media-library-test-${process.pid}-${Date.now()}`;
  process.env.UPLOAD_DIR = dir;
  return dir;
});

let editor: SessionUser;
let categoryId: number;

beforeAll(async () => {
  editor = await createTestUser("editor");
  categoryId = (await db.blogCategory.create({ data: { name: "Médias", slug: "medias" } })).id;
});

const solid = solidImage;

/** The mean colour of an image's bytes. */
async function meanColour(bytes: Buffer) {
  const { channels } = await sharp(bytes).stats();
  return channels.slice(0, 3).map((channel) => Math.round(channel.mean));
}

const article = (fields: Partial<BlogPostInput>) => articleInput(categoryId, fields);
const save = (fields: Partial<BlogPostInput>) => createPost(blogPostSchema.parse(article(fields)), editor);

describe("the media library", () => {
  it("tracks three uses of one image, replaces it under a new version, refuses to delete it until its uses are gone", async () => {
    const [photo, second, third] = await storeImages(
      [
        { bytes: await solid("#dc2626"), originalName: "equipe.png" },
        { bytes: await solid("#16a34a"), originalName: "bureau.png" },
        { bytes: await solid("#f59e0b"), originalName: "logo.png" },
      ],
      editor.id,
    );
    for (const [image, alt] of [
      [photo!, "L'équipe devant l'agence"],
      [second!, "Le bureau"],
    ] as const)
      await describeMedia(mediaDescriptionSchema.parse({ id: image.id, alt, tags: ["agence"] }), editor);
    await describeMedia(mediaDescriptionSchema.parse({ id: third!.id, decorative: true }), editor);

    const first = await save({ title: "Premier", coverImage: photo!.path });
    const again = await save({ title: "Deuxième", coverImage: photo!.path });
    const inBody = await save({
      title: "Troisième",
      content: `<p>Texte</p><img src="${photo!.path}" alt="L'équipe"><img src="uploads/${second!.filename}">`,
    });

    const detail = await findMediaDetail(photo!.id);
    expect(detail?.uses.map((use) => `${use.title} (${use.fieldLabel})`)).toEqual([
      "Article : Premier (Image de couverture)",
      "Article : Deuxième (Image de couverture)",
      "Article : Troisième (Contenu)",
    ]);
    expect(detail).toMatchObject({ alt: "L'équipe devant l'agence", described: true, useCount: 3, version: 1 });

    // Version 1 is served under its own address, cached for good.
    const v1 = await fetchUpload(path.basename(photo!.url));
    expect(v1.response.headers.get("cache-control")).toContain("immutable");
    expect((await meanColour(v1.bytes))[0]).toBeGreaterThan(200);

    vi.mocked(expireTags).mockClear();
    const replaced = await replaceMediaFile(
      photo!.id,
      { bytes: await solid("#2563eb"), originalName: "equipe-2.png" },
      editor,
    );
    expect(replaced).toMatchObject({ id: photo!.id, version: 2, path: photo!.path, useCount: 3 });
    expect(replaced.url).toBe(photo!.path.replace(/\.webp$/, ".v2.webp"));
    // The pages that show it are rendered again, without anyone editing them.
    const expired = vi.mocked(expireTags).mock.calls.flat();
    for (const post of [first, again, inBody]) expect(expired).toContain(BLOG_TAGS.post(post.slug));

    // The public pages show the new version's address: the covers, and the content (whose image without an alt of its
    // own gets the library's).
    for (const post of [first, again])
      expect((await findPublishedPostBySlug(post.slug, "fr"))?.coverImage).toBe(replaced.url);
    const body = (await findPublishedPostBySlug(inBody.slug, "fr"))!.content;
    expect(body).toContain(`src="${replaced.url}" alt="L'équipe"`);
    const secondTag = body.match(/<img [^>]*>/g)?.find((tag) => tag.includes(`src="${second!.url}"`));
    expect(secondTag).toContain('alt="Le bureau"');

    const v2 = await fetchUpload(path.basename(replaced.url));
    expect(v2.response.status).toBe(200);
    const [red, , blue] = await meanColour(v2.bytes);
    expect(blue).toBeGreaterThan(200);
    expect(red).toBeLessThan(80);
    // The stored name (kept by articles) gives the new bytes; the old version's address moves to the new one.
    expect((await meanColour((await fetchUpload(photo!.filename)).bytes))[2]).toBeGreaterThan(200);
    const old = await fetchUpload(path.basename(photo!.url));
    expect(old.response.status).toBe(302);
    expect(old.response.headers.get("location")).toBe(replaced.url);
    expect(existsSync(path.join(uploadDir, photo!.filename))).toBe(false);
    expect((await findMediaDetail(photo!.id))?.uses).toHaveLength(3);

    await expect(deleteMedia([photo!.id], editor)).rejects.toMatchObject({
      status: 409,
      message: expect.stringContaining("Article : Troisième (Contenu)"),
    });
    // A refused selection deletes nothing, not even its unused files.
    await expect(deleteMedia([second!.id, photo!.id], editor)).rejects.toMatchObject({ status: 409 });
    expect(await db.mediaFile.count({ where: { id: { in: [photo!.id, second!.id] } } })).toBe(2);

    for (const post of [first, again])
      await updatePost(
        post.id,
        blogPostSchema.parse(article({ title: post.title, slug: post.slug, coverImage: null })),
        editor,
      );
    await updatePost(
      inBody.id,
      blogPostSchema.parse(article({ title: inBody.title, slug: inBody.slug, content: "<p>Sans image</p>" })),
      editor,
    );
    expect((await findMediaDetail(photo!.id))?.uses).toEqual([]);
    expect(await deleteMedia([photo!.id], editor)).toEqual({ deleted: 1 });
    expect(await db.mediaFile.count({ where: { id: photo!.id } })).toBe(0);
    expect(existsSync(path.join(uploadDir, path.basename(replaced.url)))).toBe(false);
    expect((await fetchUpload(path.basename(replaced.url))).response.status).toBe(404);
  });

  it("finds images by name, description and tag, and lists the unused and the undescribed", async () => {
    const [described, bare] = await storeImages(
      [
        { bytes: await solid("#0ea5e9"), originalName: "plage-assinie.png" },
        { bytes: await solid("#a855f7"), originalName: "capture.png" },
      ],
      editor.id,
    );
    await describeMedia(
      mediaDescriptionSchema.parse({ id: described!.id, alt: "Coucher de soleil à Assinie", tags: ["Tourisme"] }),
      editor,
    );
    await save({ coverImage: described!.path });
    const ids = async (query: Record<string, string>) =>
      (await listMedia(mediaListQuerySchema.parse(query), 30)).items.map((item) => item.id);

    expect(await ids({ search: "SOLEIL" })).toEqual([described!.id]);
    expect(await ids({ search: "tourisme" })).toEqual([described!.id]);
    expect(await ids({ search: "capture" })).toEqual([bare!.id]);
    expect(await ids({ usage: "unused" })).toContain(bare!.id);
    expect(await ids({ usage: "unused" })).not.toContain(described!.id);
    expect(await ids({ description: "missing" })).toContain(bare!.id);
    expect(await ids({ description: "missing" })).not.toContain(described!.id);
    expect(await ids({ type: "png", uploader: String(editor.id), search: "assinie" })).toEqual([described!.id]);
  });

  it("lists the library for the back office's pickers (GET /api/media): searched and paged for editors, refused to others", async () => {
    const [first, second] = await storeImages(
      [
        { bytes: await solid("#334155"), originalName: "selecteur-un.png" },
        { bytes: await solid("#475569"), originalName: "selecteur-deux.png" },
      ],
      editor.id,
    );
    const list = async (query: string, as = editor) =>
      listMediaRoute(await apiRequest(`/api/media?${query}`, { as }), routeContext());
    const answer = await list("search=selecteur&limit=1&page=2");
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as {
      items: { id: number; path: string; described: boolean }[];
      pagination: unknown;
    };
    // Newest first: the second page of one holds the first file sent.
    expect(body.items).toEqual([expect.objectContaining({ id: first!.id, path: first!.path, described: false })]);
    expect(body.pagination).toMatchObject({ total: 2, page: 2, limit: 1, totalPages: 2 });
    expect(((await (await list("search=selecteur-deux")).json()) as { items: { id: number }[] }).items).toEqual([
      expect.objectContaining({ id: second!.id }),
    ]);
    expect((await list("limit=500")).status).toBe(400);
    expect((await list("page=1", await createTestUser("user"))).status).toBe(403);
  });

  it("keeps a subject in a corner in every frame once the focal point is set on it (checked on pixels)", async () => {
    // 2400 × 1200, grey, with a red square in the top right corner.
    const subject = { left: 2180, top: 40, size: 160 };
    const source = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: "#9ca3af" } })
      .composite([
        {
          input: await sharp({
            create: { width: subject.size, height: subject.size, channels: 3, background: "#ff0000" },
          })
            .png()
            .toBuffer(),
          left: subject.left,
          top: subject.top,
        },
      ])
      .png()
      .toBuffer();
    const [image] = await storeImages([{ bytes: source, originalName: "coin.png" }], editor.id);

    /** Red pixels of a frame, and how many the whole subject would give at the frame's scale. */
    const frames = async () =>
      (await redFrames(image!.id)).map(({ variant, red, scale }) => ({
        variant,
        red,
        whole: (subject.size * scale) ** 2,
      }));

    // Around the centre, the square frame (x 600–1800) cuts the subject off: the test can fail.
    expect((await frames()).find((frame) => frame.variant === "square")?.red).toBe(0);

    await setMediaFocalPoint({ id: image!.id, x: (subject.left + 80) / 2400, y: (subject.top + 80) / 1200 }, editor);
    for (const frame of await frames()) expect(frame.red, frame.variant).toBeGreaterThan(0.8 * frame.whole);
  });
});
