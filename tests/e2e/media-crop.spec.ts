// A manual crop per format on a library file's page (issue 43), at a phone's width: the share frame cropped by the form's
// fields around the subject, saved, and the article showing the image gets a new og:image address whose bytes are the
// subject; the card's rectangle dragged with the mouse (moved, then resized by a corner) and moved with the keyboard
// changes the fields; a crop past the image's edge is refused in French; 'Revenir au point focal' clears the crop.
import sharp from "sharp";
import { type APIRequestContext, expect, type Page, test } from "./helpers/test";
import { expectNoSeriousViolations } from "./helpers/axe";
import { signIn } from "./helpers/auth";
import { createCategory, unique } from "./helpers/admin-blog";
import { sql } from "./helpers/db";
import { describeLibraryImages } from "./helpers/media";

const SOURCE = { width: 1600, height: 900 };
/** A red rectangle in the bottom right corner of a grey picture. */
const SUBJECT = { left: 1100, top: 560, width: 400, height: 210 };

async function picture(): Promise<Buffer> {
  const subject = await sharp({
    create: { width: SUBJECT.width, height: SUBJECT.height, channels: 3, background: "#ff0000" },
  })
    .png()
    .toBuffer();
  return sharp({ create: { ...SOURCE, channels: 3, background: "#9ca3af" } })
    .composite([{ input: subject, left: SUBJECT.left, top: SUBJECT.top }])
    .png()
    .toBuffer();
}

/** The og:image of a page, as crawlers read it (no scripts). */
async function ogImage(request: APIRequestContext, address: string): Promise<string> {
  const html = await (await request.get(address)).text();
  return html.match(/<meta property="og:image" content="([^"]*)"/)?.[1] ?? "";
}

/** The share of an image's pixels that are the subject's red. */
async function redShare(bytes: Buffer): Promise<number> {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let red = 0;
  for (let index = 0; index < data.length; index += 3)
    if (data[index]! > 200 && data[index + 1]! < 60 && data[index + 2]! < 60) red += 1;
  return red / (info.width * info.height);
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const numberIn = async (page: Page, label: string) => Number(await field(page, label).inputValue());

test.describe("manual crops", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("a crop typed in the fields is saved and changes the public frame's address and bytes; the rectangle dragged with the mouse or moved with the keyboard changes the fields", async ({
    page,
  }) => {
    test.slow(); // the back office and a public page, each rendered again after a change, on a shared machine
    await signIn(page);
    const run = unique();
    const request = page.request;
    const upload = await request.post("/api/upload", {
      multipart: { images: { name: `recadrage-${run}.png`, mimeType: "image/png", buffer: await picture() } },
    });
    expect(upload.status(), await upload.text()).toBe(201);
    const [file] = ((await upload.json()) as { files: { path: string }[] }).files;
    await describeLibraryImages({ paths: [file!.path] });
    const [image] = await sql<{ id: number }>("SELECT id FROM media_files WHERE filename = $1", [
      file!.path.replace("/uploads/", ""),
    ]);
    const category = await createCategory();
    const slug = `article-recadre-${run}`;
    const created = await request.post("/api/blog-posts", {
      data: {
        title: `Article recadré ${run}`,
        slug,
        category_id: category.id,
        excerpt: "Un article dont l'image de partage est recadrée à la main.",
        content: "<p>Un paragraphe.</p>",
        author: "Équipe",
        coverImage: file!.path,
        published: true,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const article = (await created.json()) as { id?: number; post?: { id: number } };

    // Around the centre (no focal point set), the share frame is mostly grey.
    const before = await ogImage(request, `/blog/${slug}`);
    expect(before).toContain(".og-");
    expect(await redShare(await (await request.get(before)).body())).toBeLessThan(0.2);

    await page.goto(`/admin/media/${image!.id}`);
    await expect(page.getByText("Recadrage", { exact: true })).toBeVisible();
    await page.getByRole("radio", { name: /Partage \(1200 × 630\)/ }).check();
    await expect(page.getByTestId("crop-status")).toContainText("cadré autour du point focal");

    // The form alone: past the image's right edge, refused in French; then around the subject.
    await field(page, "X (px)").fill("1300");
    await field(page, "Y (px)").fill(String(SUBJECT.top));
    await field(page, "Largeur (px)").fill("400");
    await expect(field(page, "Hauteur (px)")).toHaveValue("210");
    await page.getByRole("button", { name: "Enregistrer le recadrage" }).click();
    await expect(page.getByText("Le recadrage sort de l'image à droite", { exact: false })).toBeVisible();
    await field(page, "X (px)").fill(String(SUBJECT.left));
    await page.getByRole("button", { name: "Enregistrer le recadrage" }).click();
    await expect(page.getByText("Recadrage Partage (1200 × 630) enregistré")).toBeVisible();
    await expect(page.getByTestId("crop-status")).toContainText("recadrage manuel");
    const [stored] = await sql<{ crops: Record<string, { x: number; width: number }> }>(
      "SELECT crops FROM media_files WHERE id = $1",
      [image!.id],
    );
    expect(stored!.crops.og).toMatchObject({ x: SUBJECT.left / SOURCE.width, width: SUBJECT.width / SOURCE.width });

    // The article's page was rendered again: a new address, and its bytes are the subject, 1200 × 630.
    await expect.poll(() => ogImage(request, `/blog/${slug}`)).not.toBe(before);
    const after = await ogImage(request, `/blog/${slug}`);
    expect(after).toContain(".og-");
    const bytes = await (await request.get(after)).body();
    expect(await sharp(bytes).metadata()).toMatchObject({ width: 1200, height: 630 });
    expect(await redShare(bytes)).toBeGreaterThan(0.9);
    // The editor's own link names the same address.
    await expect(page.getByRole("link", { name: "Ouvrir l'image Partage (1200 × 630) du site" })).toHaveAttribute(
      "href",
      new URL(after, "http://localhost").pathname,
    );
    // Once the toasts are gone: axe reads a fading toast's colours half-way (as media-library.spec).
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
    await expectNoSeriousViolations(page, ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);

    // The card's rectangle (the whole 16:9 picture at first), dragged with the mouse: made smaller by its bottom right
    // corner, then moved right and down.
    await page.getByRole("radio", { name: /Carte \(16:9\)/ }).check();
    const rectangle = page.getByRole("button", { name: /Zone de recadrage Carte/ });
    await rectangle.scrollIntoViewIfNeeded();
    expect([await numberIn(page, "X (px)"), await numberIn(page, "Largeur (px)")]).toEqual([0, SOURCE.width]);
    let box = (await rectangle.boundingBox())!;
    await page.mouse.move(box.x + box.width - 2, box.y + box.height - 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width - 60, box.y + box.height - 40, { steps: 5 });
    await page.mouse.up();
    await expect.poll(() => numberIn(page, "Largeur (px)")).toBeLessThan(SOURCE.width);
    const width = await numberIn(page, "Largeur (px)");
    await expect(field(page, "Hauteur (px)")).toHaveValue(String(Math.round((width * 9) / 16)));
    expect(await numberIn(page, "X (px)")).toBe(0);

    box = (await rectangle.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 30, box.y + box.height / 2 + 10, { steps: 5 });
    await page.mouse.up();
    await expect.poll(() => numberIn(page, "X (px)")).toBeGreaterThan(0);
    expect(await numberIn(page, "Y (px)")).toBeGreaterThan(0);
    expect(await numberIn(page, "Largeur (px)")).toBe(width);

    // The keyboard: an arrow moves it by 1 % of the image's width, Shift + arrow resizes it.
    const x = await numberIn(page, "X (px)");
    await rectangle.focus();
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => numberIn(page, "X (px)")).toBe(x - SOURCE.width / 100);
    await page.keyboard.press("Shift+ArrowLeft");
    await expect.poll(() => numberIn(page, "Largeur (px)")).toBe(width - SOURCE.width / 100);

    // 'Revenir au point focal' on the share format: the crop is gone, and so is the address it gave.
    await page.getByRole("radio", { name: /Partage \(1200 × 630\)/ }).check();
    await page.getByRole("button", { name: "Revenir au point focal" }).click();
    await expect(page.getByText("Partage (1200 × 630) : retour au point focal")).toBeVisible();
    expect(
      (await sql<{ crops: object }>("SELECT crops FROM media_files WHERE id = $1", [image!.id]))[0]!.crops,
    ).toEqual({});
    await expect.poll(() => ogImage(request, `/blog/${slug}`)).toBe(before);
    // Deleted once done, as media-library.spec deletes its own: blog.spec and seo.spec read the blog's newest posts.
    const deleted = await request.delete(`/api/blog-posts/${article.id ?? article.post!.id}`);
    expect(deleted.status()).toBeLessThan(300);
  });
});
