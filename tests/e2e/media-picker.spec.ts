// The back office's image pickers open the library (issue 43), on a phone's width and from the keyboard: the article's
// cover is chosen among the library's files (found by a search), the rich-text editor's image button inserts a file
// sent from the dialog itself (it joins the library), and a saved draft stores their paths. A file chosen in the
// library is not the form's to discard: leaving the form keeps it.
import { expect, type Page, test } from "./helpers/test";
import { expectNoSeriousViolations } from "./helpers/axe";
import { signIn } from "./helpers/auth";
import { chooseCategory, createCategory, editor, png, titleField, unique } from "./helpers/admin-blog";
import { sql } from "./helpers/db";
import { describeLibraryImages } from "./helpers/media";

/** Sends one image into the library (the API a picker uses) and describes it: its stored path. */
async function describedLibraryImage(page: Page, name: string, colour: string): Promise<string> {
  const upload = await page.request.post("/api/upload", {
    multipart: { images: { name, mimeType: "image/png", buffer: await png(800, 450, colour) } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const [file] = ((await upload.json()) as { files: { path: string }[] }).files;
  await describeLibraryImages({ paths: [file!.path] });
  return file!.path;
}

/** The open library dialog. */
const libraryDialog = (page: Page) => page.getByRole("dialog", { name: "Médiathèque" });

test.describe("image pickers", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the cover is chosen in the library with the keyboard, the editor's image is sent into it from the dialog, and the draft keeps both", async ({
    page,
  }) => {
    test.slow();
    await signIn(page);
    const run = unique();
    const existing = { path: await describedLibraryImage(page, `bureau-${run}.png`, "#0f766e") };
    const category = await createCategory();

    await page.goto("/admin/blogs/new");
    const title = `Article illustré depuis la médiathèque ${run}`;
    await titleField(page).fill(title);
    await chooseCategory(page, category.name);
    await page.getByLabel("Extrait").fill("Des images choisies dans la médiathèque.");
    await page.getByRole("textbox", { name: "Auteur" }).fill("Fatou Bamba");

    // The cover: 'Choisir dans la médiathèque', a search, the file chosen with the keyboard.
    const coverPicker = page.getByRole("button", { name: "Choisir une image de couverture dans la médiathèque" });
    await expect(coverPicker).toHaveAttribute("aria-haspopup", "dialog");
    await coverPicker.click();
    const dialog = libraryDialog(page);
    await expect(dialog).toBeVisible();
    await dialog.getByRole("searchbox", { name: "Rechercher dans la médiathèque" }).fill(`bureau-${run}`);
    await dialog.getByRole("searchbox", { name: "Rechercher dans la médiathèque" }).press("Enter");
    const files = dialog.getByRole("list", { name: "Images de la médiathèque" }).getByRole("button");
    await expect(files).toHaveCount(1);
    await expect(files.first()).toContainText(`Illustration : bureau-${run}.png`);
    await expectNoSeriousViolations(page, ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
    // Within a phone's width: nothing of the dialog is cut off sideways.
    const box = await dialog.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    await files.first().focus();
    await page.keyboard.press("Space");
    await expect(files.first()).toHaveAttribute("aria-pressed", "true");
    await dialog.getByRole("button", { name: "Choisir", exact: true }).focus();
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("img", { name: "Image de couverture" })).toBeVisible();

    // The editor's image button: the same library, where a file is sent and chosen at once.
    await editor(page).click();
    await page.keyboard.type("Un paragraphe illustré.");
    await page.getByRole("button", { name: "Insérer une image" }).click();
    await expect(dialog).toBeVisible();
    await dialog
      .getByLabel("Envoyer des images")
      .setInputFiles({ name: `schema-${run}.png`, mimeType: "image/png", buffer: await png(640, 360, "#1d4ed8") });
    const sent = files.filter({ hasText: `schema-${run}.png` });
    await expect(sent).toHaveAttribute("aria-pressed", "true");
    await expect(sent).toContainText("À décrire");
    await dialog.getByRole("button", { name: "Choisir", exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(editor(page).locator('img[src^="/uploads/"]')).toHaveCount(1);

    // Saved as a draft: the cover is the library's file, the content's image the one sent from the dialog, with an
    // empty alt (none of its own: the public page gives it the library's).
    await page.getByRole("button", { name: "Créer l'article" }).click();
    await expect(page.getByText("Article créé")).toBeVisible();
    const [saved] = await sql<{ cover_image: string; content: string }>(
      "SELECT cover_image, content FROM blog_posts WHERE title = $1",
      [title],
    );
    expect(saved!.cover_image).toBe(existing.path);
    const [schema] = await sql<{ filename: string }>("SELECT filename FROM media_files WHERE original_name = $1", [
      `schema-${run}.png`,
    ]);
    const schemaTag = new RegExp(`<img\\b[^>]*\\ssrc="/uploads/${schema!.filename}"[^>]*>`).exec(saved!.content);
    expect(schemaTag?.[0], saved!.content).toMatch(/\salt=""/);
    // Both files are still in the library, with their use recorded.
    const uses = await sql<{ filename: string; field: string }>(
      `SELECT f.filename, u.field FROM media_uses u JOIN media_files f ON f.id = u.media_id
       JOIN blog_posts p ON p.id = u.article_id WHERE p.title = $1 ORDER BY u.field`,
      [title],
    );
    expect(uses.map((use) => `${use.field}:${use.filename}`).sort()).toEqual(
      [`content:${schema!.filename}`, `cover:${existing.path.slice("/uploads/".length)}`].sort(),
    );
  });

  test("an image of the editor carries the library's description, a text of its own for this article, or none when marked decorative here", async ({
    page,
  }) => {
    test.slow();
    await signIn(page);
    const run = unique();
    const image = { path: await describedLibraryImage(page, `offre-${run}.png`, "#9333ea") };
    const category = await createCategory();
    const slug = `article-texte-alternatif-${run}`;
    const created = await page.request.post("/api/blog-posts", {
      data: {
        title: `Texte alternatif par article ${run}`,
        slug,
        category_id: category.id,
        excerpt: "Une image de la médiathèque dans le corps de l'article.",
        content: `<p>Avant l'image.</p><p><img src="${image.path}" alt=""></p>`,
        author: "Équipe",
        published: true,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const body = (await created.json()) as { id?: number; post?: { id: number } };
    const id = body.id ?? body.post!.id;
    // Dated 2001 as the other tests' articles: the public site's tests, running meanwhile, expect the newest posts of
    // /blog and the feed to be the seeded ones (the next save re-renders them from this date).
    await sql("UPDATE blog_posts SET published_at = '2001-01-01' WHERE id = $1", [id]);
    const publicAlt = async () => {
      const html = await (await page.request.get(`/blog/${slug}`)).text();
      const tag = new RegExp(
        `<img\\b[^>]*\\ssrc="[^"]*${image.path.slice("/uploads/".length, -".webp".length)}[^"]*"[^>]*>`,
      ).exec(html)?.[0];
      expect(tag, "the article's image on its public page").toBeTruthy();
      return { alt: /\salt="([^"]*)"/.exec(tag!)?.[1], decorative: /\srole="presentation"/.test(tag!) };
    };
    expect(await publicAlt()).toEqual({ alt: `Illustration : offre-${run}.png`, decorative: false });

    /** Selects the editor's image, picks a choice of 'Texte alternatif de l'image', and saves the article. */
    const chooseAlt = async (choice: string, text?: string) => {
      await page.goto(`/admin/blogs/edit/${id}`);
      await editor(page).locator("img").click();
      await page.getByRole("button", { name: "Texte alternatif de l'image" }).click();
      const popover = page.getByRole("dialog");
      await popover.getByRole("radio", { name: choice }).check();
      if (text !== undefined) await popover.getByLabel("Texte de cette image dans l'article").fill(text);
      await popover.getByRole("button", { name: "Appliquer" }).click();
      await page.getByRole("button", { name: "Mettre à jour" }).click();
      await expect(page.getByText("Article mis à jour")).toBeVisible();
    };

    await chooseAlt("Texte propre à cet article", `Le schéma de notre offre ${run}`);
    expect(await publicAlt()).toEqual({ alt: `Le schéma de notre offre ${run}`, decorative: false });

    await chooseAlt("Image décorative dans cet article");
    expect(await publicAlt()).toEqual({ alt: "", decorative: true });
    const [stored] = await sql<{ content: string }>("SELECT content FROM blog_posts WHERE id = $1", [id]);
    expect(stored!.content).toMatch(/<img\b[^>]*\srole="presentation"/);

    // Back to the library's description: it follows the library again.
    await chooseAlt("Description de la médiathèque");
    expect(await publicAlt()).toEqual({ alt: `Illustration : offre-${run}.png`, decorative: false });
  });

  test("a folder created in the library and a file moved into it filter the picker (the library's filters, sent to GET /api/media)", async ({
    page,
  }) => {
    test.slow();
    await signIn(page);
    const run = unique();
    const names = [`rangement-${run}-a.png`, `rangement-${run}-b.png`];
    await describedLibraryImage(page, names[0]!, "#be123c");
    await describedLibraryImage(page, names[1]!, "#4d7c0f");

    // In the library: a folder, and one of the two files moved into it with its checkbox.
    const folder = `Rangement ${run}`;
    await page.goto(`/admin/media?search=rangement-${run}`);
    const folders = page.getByRole("region", { name: "Dossiers" });
    await folders.getByLabel("Nouveau dossier").fill(folder);
    await folders.getByRole("button", { name: "Créer le dossier" }).click();
    await expect(folders.getByRole("link", { name: folder })).toBeVisible();
    await page.getByRole("checkbox", { name: `Cocher « ${names[0]} »` }).check();
    await page.getByLabel("Déplacer les fichiers cochés vers").selectOption({ label: folder });
    await page.getByRole("button", { name: "Déplacer", exact: true }).click();
    await expect(page.getByText(`1 fichier déplacé vers « ${folder} »`)).toBeVisible();

    // In an article's cover picker: the same filters, the folder among them.
    await page.goto("/admin/blogs/new");
    await page.getByRole("button", { name: "Choisir une image de couverture dans la médiathèque" }).click();
    const dialog = libraryDialog(page);
    const files = dialog.getByRole("list", { name: "Images de la médiathèque" }).getByRole("button");
    await expect(files.first()).toBeVisible();
    await dialog.getByText("Filtres (dossier, type, envoyé par…)").click();
    await dialog.getByLabel("Dossier").selectOption({ label: folder });
    await dialog.getByRole("button", { name: "Appliquer les filtres" }).click();
    await expect(files).toHaveCount(1);
    await expect(files.first()).toContainText(`Illustration : ${names[0]}`);
    await expectNoSeriousViolations(page, ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
    const box = await dialog.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);

    // 'Sans dossier' with a search: the other file only, chosen (the filters close when applied: on a phone's
    // height they would cover the images).
    await dialog.getByText("Filtres (dossier, type, envoyé par…)").click();
    await dialog.getByLabel("Dossier").selectOption({ label: "Sans dossier" });
    await dialog.getByRole("searchbox", { name: "Rechercher dans la médiathèque" }).fill(`rangement-${run}`);
    await dialog.getByRole("button", { name: "Rechercher", exact: true }).click();
    await expect(files).toHaveCount(1);
    await expect(files.first()).toContainText(`Illustration : ${names[1]}`);
    await files.first().click();
    await dialog.getByRole("button", { name: "Choisir", exact: true }).click();
    await expect(dialog).toBeHidden();
  });
});
