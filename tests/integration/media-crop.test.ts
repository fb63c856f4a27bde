// Manual crops per format (issue 43, 'A manual crop per ratio may override [the focal point]'): a crop drawn around a
// subject gives frames of every format that show the subject (checked on pixels), under a new address, with the pages
// that show the image expired; a crop outside the image or of another shape is refused with a French message (400);
// 'Revenir au point focal' and 'Remplacer le fichier' frame the image around its focal point again.
import path from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { setMediaCropAction } from "@/app/admin/(shell)/media/[id]/actions";
import type { SessionUser } from "@/lib/auth/session";
import { BLOG_TAGS } from "@/lib/blog";
import { createPost } from "@/lib/blog/admin";
import { blogPostSchema } from "@/lib/blog/schemas";
import { expireTags } from "@/lib/cache";
import { db } from "@/lib/db";
import { storeImages } from "@/lib/media";
import {
  type CropPixels,
  cropHeightFor,
  MEDIA_VARIANT_NAMES,
  type MediaVariant,
  MEDIA_VARIANTS,
} from "@/lib/media/framing";
import { describeMedia, findMediaDetail, replaceMediaFile } from "@/lib/media/library";
import { mediaDescriptionSchema } from "@/lib/media/schemas";
import { variantAnswer } from "@/lib/media/variants";
import { MEDIA_TAGS } from "@/lib/media/views";
import { actAs } from "../helpers/action-session";
import { redFrames } from "../helpers/media";
import { createTestUser } from "../helpers/auth";
import { articleInput } from "../helpers/blog";

vi.mock("next/headers", async (original) =>
  (await import("../helpers/action-session")).withActionSession(await original<object>()),
);
vi.mock("@/lib/cache", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/lib/cache")>();
  return { ...actual, expireTags: vi.fn(actual.expireTags) };
});

vi.hoisted(() => {
  process.env.UPLOAD_DIR = `/tmp/media-crop-test-${process.pid}-${Date.now()}`;
});

let editor: SessionUser;

beforeAll(async () => {
  editor = await createTestUser("editor");
  await actAs(editor);
});

const SOURCE = { width: 2400, height: 1200 };
/** A red rectangle low on the left: the centre's square frame (x 600–1800) misses it entirely. */
const SUBJECT = { left: 100, top: 760, width: 400, height: 300 };

/** A grey picture of SOURCE's size with a rectangle of `colour` at SUBJECT. */
async function picture(colour = "#ff0000"): Promise<Buffer> {
  const subject = await sharp({
    create: { width: SUBJECT.width, height: SUBJECT.height, channels: 3, background: colour },
  })
    .png()
    .toBuffer();
  return sharp({ create: { ...SOURCE, channels: 3, background: "#9ca3af" } })
    .composite([{ input: subject, left: SUBJECT.left, top: SUBJECT.top }])
    .png()
    .toBuffer();
}

/** The smallest crop of `variant`'s shape that holds the whole subject, centred on it. */
function cropAround(variant: MediaVariant): CropPixels {
  let width = Math.ceil(Math.max(SUBJECT.width, SUBJECT.height * MEDIA_VARIANTS[variant].ratio));
  while (cropHeightFor(variant, width) < SUBJECT.height) width += 1;
  const height = cropHeightFor(variant, width);
  return {
    x: SUBJECT.left - Math.floor((width - SUBJECT.width) / 2),
    y: SUBJECT.top - Math.floor((height - SUBJECT.height) / 2),
    width,
    height,
  };
}

/** Each format's frame as GET /uploads serves it: its share of red pixels, and how much of the subject it holds. */
async function frames(id: number) {
  return (await redFrames(id)).map(({ variant, red, pixels, scale, address }) => ({
    variant,
    /** The part of the frame that is the subject. */
    share: red / pixels,
    /** The part of the subject that is in the frame. */
    held: red / (SUBJECT.width * SUBJECT.height * scale ** 2),
    address,
  }));
}

describe("manual crops per format", () => {
  it("frame every format around the subject drawn, under new addresses, and expire the pages that show the image", async () => {
    const [image] = await storeImages([{ bytes: await picture(), originalName: "sujet-en-bas.png" }], editor.id);
    await describeMedia(mediaDescriptionSchema.parse({ id: image!.id, alt: "Un sujet rouge" }), editor);
    const categoryId = (await db.blogCategory.create({ data: { name: "Recadrages", slug: "recadrages" } })).id;
    const post = await createPost(
      blogPostSchema.parse(articleInput(categoryId, { title: "Article recadré", coverImage: image!.path })),
      editor,
    );

    // Around the centre (the default focal point) the square frame misses the subject: the test can fail.
    const before = await frames(image!.id);
    expect(before.find((frame) => frame.variant === "square")?.held).toBe(0);

    vi.mocked(expireTags).mockClear();
    for (const variant of MEDIA_VARIANT_NAMES) {
      const result = await setMediaCropAction({ id: image!.id, variant, crop: cropAround(variant) });
      expect(result, variant).toMatchObject({ ok: true });
    }
    const expired = vi.mocked(expireTags).mock.calls.flat();
    expect(expired).toContain(MEDIA_TAGS.file(image!.filename));
    expect(expired).toContain(BLOG_TAGS.post(post.slug));

    const after = await frames(image!.id);
    for (const frame of after) {
      // The whole subject, and mostly the subject: the crops are the subject's box widened to the format's shape.
      expect(frame.held, frame.variant).toBeGreaterThan(0.9);
      expect(frame.share, frame.variant).toBeGreaterThan(0.6);
      expect(frame.address, frame.variant).not.toBe(before.find((old) => old.variant === frame.variant)?.address);
      // The address of the frame before the crop (a page cached earlier) moves to the new one.
      const old = await variantAnswer(path.basename(before.find((shown) => shown.variant === frame.variant)!.address));
      expect(old).toEqual({ redirect: frame.address });
    }

    // Another crop of the same format: another address.
    const moved = { ...cropAround("card"), x: cropAround("card").x + 10 };
    expect(await setMediaCropAction({ id: image!.id, variant: "card", crop: moved })).toMatchObject({ ok: true });
    const card = (await frames(image!.id)).find((frame) => frame.variant === "card")!;
    expect(card.address).not.toBe(after.find((frame) => frame.variant === "card")!.address);

    // 'Revenir au point focal': the square is framed around the centre again, at its first address.
    expect(await setMediaCropAction({ id: image!.id, variant: "square", crop: null })).toMatchObject({ ok: true });
    const square = (await frames(image!.id)).find((frame) => frame.variant === "square")!;
    expect(square.held).toBe(0);
    expect(square.address).toBe(before.find((frame) => frame.variant === "square")!.address);
    expect(Object.keys((await findMediaDetail(image!.id))!.crops).sort()).toEqual(["card", "hero", "og"]);
  });

  it("refuses a crop outside the image or of another shape with a French message (400), and saves nothing", async () => {
    const [image] = await storeImages([{ bytes: await picture(), originalName: "refus.png" }], editor.id);
    const valid = cropAround("card");
    const refusals: [string, Parameters<typeof setMediaCropAction>[0], string, RegExp][] = [
      [
        "past the right edge",
        { id: image!.id, variant: "card", crop: { ...valid, x: SOURCE.width - valid.width + 1 } },
        "x",
        /sort de l'image à droite/,
      ],
      [
        "past the bottom",
        { id: image!.id, variant: "card", crop: { ...valid, y: SOURCE.height - valid.height + 1 } },
        "y",
        /sort de l'image en bas/,
      ],
      [
        "square for a 16:9 card",
        { id: image!.id, variant: "card", crop: { ...valid, height: valid.width } },
        "height",
        /Le format Carte \(16:9\) demande une hauteur de 300 px/,
      ],
      [
        "wider than the image",
        {
          id: image!.id,
          variant: "hero",
          crop: { x: 0, y: 0, width: SOURCE.width + 2, height: cropHeightFor("hero", SOURCE.width + 2) },
        },
        "width",
        /La largeur doit être comprise entre 100 et 2400 px/,
      ],
      ["negative", { id: image!.id, variant: "card", crop: { ...valid, x: -5 } }, "crop.x", /ne peut pas être négatif/],
      ["not whole pixels", { id: image!.id, variant: "og", crop: { ...valid, y: 1.5 } }, "crop.y", /nombre entier/],
    ];
    for (const [what, input, field, message] of refusals) {
      const result = await setMediaCropAction(input);
      expect(result, what).toMatchObject({ ok: false, status: 400, error: expect.stringMatching(message) });
      if (!result.ok) expect(result.fieldErrors?.[field]?.[0], what).toMatch(message);
    }
    expect(await setMediaCropAction({ id: image!.id, variant: "carré" as MediaVariant, crop: valid })).toMatchObject({
      ok: false,
      status: 400,
      error: "Format de recadrage inconnu",
    });
    expect((await findMediaDetail(image!.id))!.crops).toEqual({});
    // Nobody else: the action refuses a reader.
    await actAs(await createTestUser("user"));
    expect(await setMediaCropAction({ id: image!.id, variant: "card", crop: valid })).toMatchObject({
      ok: false,
      status: 403,
    });
    await actAs(editor);
  });

  it("are cleared when the file is replaced: its new pixels are framed around the focal point", async () => {
    const [image] = await storeImages([{ bytes: await picture(), originalName: "remplacee.png" }], editor.id);
    for (const variant of MEDIA_VARIANT_NAMES)
      expect(await setMediaCropAction({ id: image!.id, variant, crop: cropAround(variant) })).toMatchObject({
        ok: true,
      });
    expect((await frames(image!.id)).find((frame) => frame.variant === "square")?.held).toBeGreaterThan(0.9);

    // The same picture again: nothing in its size or shape says the crops no longer fit, yet they are cleared.
    const replaced = await replaceMediaFile(
      image!.id,
      { bytes: await picture("#ff0000"), originalName: "remplacee-2.png" },
      editor,
    );
    expect(replaced).toMatchObject({ version: 2, crops: {} });
    const square = (await frames(image!.id)).find((frame) => frame.variant === "square")!;
    expect(square.held).toBe(0);
    expect(square.address).toContain(".v2.square-");
  });
});
