// The media library's journey in a browser, at a phone's width: three images in one drop, described once; one of them
// the cover of two articles and inside a third's body; 'Remplacer le fichier' changes the image on the three public
// pages (a new version in its address, new bytes) without editing them; deleting it is refused while it is used, then
// allowed, and its bytes are gone.
import { existsSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { type APIRequestContext, expect, type Locator, type Page, test, waitForHydration } from "./helpers/test";
import { signIn } from "./helpers/auth";
import { expectNoSeriousViolations } from "./helpers/axe";
import { createCategory, png, unique } from "./helpers/admin-blog";
import { sql } from "./helpers/db";
import { E2E_UPLOAD_DIR } from "./helpers/e2e-env";

/** Where the e2e server keeps uploads (tests/e2e/helpers/e2e-server.ts). */

/** Drops `files` on the library's drop zone in one drop, as a file manager does. */
async function dropFiles(page: Page, files: { name: string; buffer: Buffer }[]) {
  const transfer = await page.evaluateHandle(
    (sent) => {
      const data = new DataTransfer();
      for (const file of sent)
        data.items.add(
          new File([Uint8Array.from(atob(file.base64), (char) => char.charCodeAt(0))], file.name, {
            type: "image/png",
          }),
        );
      return data;
    },
    files.map((file) => ({ name: file.name, base64: file.buffer.toString("base64") })),
  );
  await page.getByText("Déposez des images ici", { exact: false }).dispatchEvent("drop", { dataTransfer: transfer });
}

/** Every address the page's images load from (src and each srcset candidate), decoded. */
async function imageAddresses(page: Page): Promise<string[]> {
  const addresses = await page.locator("main img").evaluateAll((images) =>
    images.flatMap((image) => {
      const img = image as HTMLImageElement;
      return [img.getAttribute("src") ?? "", ...(img.getAttribute("srcset") ?? "").split(",")].map(
        (entry) => entry.trim().split(/\s+/)[0]!,
      );
    }),
  );
  return addresses.filter(Boolean).map((address) => decodeURIComponent(address));
}

/** An image's src, decoded (next/image's optimizer carries the image's address in its query string). */
async function decodedSrc(image: Locator): Promise<string> {
  return decodeURIComponent((await image.getAttribute("src")) ?? "");
}

/** The mean colour of an image's bytes, as its dominant channel: the test's images are one colour each. */
async function dominantChannel(bytes: Buffer): Promise<"red" | "green" | "blue"> {
  const { channels } = await sharp(bytes).stats();
  const [red, green, blue] = channels.map((channel) => channel.mean) as [number, number, number];
  if (red > green && red > blue) return "red";
  return green > blue ? "green" : "blue";
}

async function createArticle(
  request: APIRequestContext,
  fields: { title: string; slug: string; categoryId: number; coverImage?: string; content: string },
): Promise<number> {
  const response = await request.post("/api/blog-posts", {
    data: {
      title: fields.title,
      slug: fields.slug,
      category_id: fields.categoryId,
      excerpt: "Un article qui montre une image de la médiathèque.",
      content: fields.content,
      author: "Équipe",
      coverImage: fields.coverImage,
      published: true,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { id?: number; post?: { id: number } };
  return body.id ?? body.post!.id;
}

async function createProject(request: APIRequestContext, title: string, images: string[]): Promise<number> {
  const response = await request.post("/api/projects", {
    data: {
      title,
      category: "Développement Web",
      // Words no other spec searches for (projects.spec looks for "lagu" among every published project).
      client: "Banque du Plateau",
      date: "Mai 2026",
      description: {
        about: "Un projet dont l'image principale vient de la médiathèque.",
        challenge: "Des clients qui abandonnaient en agence.",
        solution: "Une ouverture de compte entièrement mobile.",
        results: "Trois fois plus de comptes ouverts.",
      },
      technologies: ["Next.js"],
      tags: ["Web"],
      featuredImageIndex: 0,
      status: "published",
      images,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { id?: number; project?: { id: number } };
  const id = body.id ?? body.project!.id;
  // Dated long ago, as tests/e2e/helpers/content.ts dates what tests add: projects.spec reads the list's head (the
  // newest first), which this project took in this session's fresh-clone run.
  await sql("UPDATE projects SET created_at = '2000-01-01T00:00:00Z' WHERE id = $1", [id]);
  return id;
}

/** The og:image of a page, as crawlers read it (no scripts). */
async function ogImage(request: APIRequestContext, address: string): Promise<string> {
  const html = await (await request.get(address)).text();
  return html.match(/<meta property="og:image" content="([^"]*)"/)?.[1] ?? "";
}

test.describe("media library", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("three images dropped at once are described; one shown on three articles is replaced on the three public pages, refused deletion while used, then deleted with its bytes", async ({
    page,
  }) => {
    test.slow(); // a long journey through the back office and the public site, on a shared machine
    await signIn(page);
    const run = unique();
    const names = ["portrait", "bureau", "equipe"].map((name) => `${name}-${run}.png`);
    const colours = ["#dc2626", "#16a34a", "#7c3aed"];

    // One drop, three files, one progress each, then the library lists them.
    await page.goto("/admin/media");
    await dropFiles(
      page,
      await Promise.all(names.map(async (name, index) => ({ name, buffer: await png(800, 600, colours[index]!) }))),
    );
    const sent = page.getByRole("list", { name: "Envois" }).getByRole("listitem");
    await expect(sent).toHaveCount(3);
    await expect(sent.filter({ hasText: "Envoyée" })).toHaveCount(3);
    const rows = await sql<{ id: number; filename: string; original_name: string }>(
      "SELECT id, filename, original_name FROM media_files WHERE original_name = ANY($1::text[]) ORDER BY original_name",
      [names],
    );
    expect(rows.map((row) => row.original_name).sort()).toEqual([...names].sort());
    const byName = new Map(rows.map((row) => [row.original_name, row]));
    await page.goto(`/admin/media?search=${run}`);
    await expect(page.getByRole("list", { name: "Fichiers" }).getByRole("listitem")).toHaveCount(3);
    await expect(page.getByRole("list", { name: "Fichiers" }).getByText("À décrire")).toHaveCount(3);

    // Described once: two alternative texts and one decorative image.
    const texts: [string, string | null][] = [
      [names[0]!, "Portrait d'Awa Koné, directrice de la banque"],
      [names[1]!, "Le bureau de l'agence au Plateau"],
      [names[2]!, null],
    ];
    for (const [name, alt] of texts) {
      await page.goto(`/admin/media/${byName.get(name)!.id}`);
      if (alt) await page.getByLabel("Texte alternatif").fill(alt);
      else await page.getByLabel(/Image décorative/).check();
      await page.getByRole("button", { name: "Enregistrer la description" }).click();
      await expect(page.getByText("Description enregistrée")).toBeVisible();
    }
    const image = byName.get(names[0]!)!;
    const storedPath = `/uploads/${image.filename}`;
    const uuid = image.filename.replace(/\.webp$/, "");

    // The cover of two articles, and inside a third's body (written as the editor saves it: the stored path).
    const request = page.request;
    const category = await createCategory();
    const articles = await Promise.all(
      [0, 1, 2].map(async (index) => {
        const title = `Article illustré ${index + 1} ${run}`;
        const slug = `article-illustre-${index + 1}-${run}`;
        const id = await createArticle(request, {
          title,
          slug,
          categoryId: category.id,
          coverImage: index < 2 ? storedPath : undefined,
          content:
            index < 2
              ? "<p>Un paragraphe.</p>"
              : `<p>Un paragraphe.</p><p><img src="${storedPath}"></p><p>Un autre paragraphe.</p>`,
        });
        return { id, title, slug };
      }),
    );

    // The image of a project too: its card, its page's hero.
    const projectTitle = `Projet illustré ${run}`;
    const projectId = await createProject(request, projectTitle, [storedPath]);

    await page.goto(`/admin/media/${image.id}`);
    await expect(page.getByText("Utilisations (4)", { exact: true })).toBeVisible();
    for (const article of articles)
      await expect(page.getByRole("list", { name: "Utilisations" })).toContainText(article.title);
    await expectNoSeriousViolations(page, ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);

    const version = (n: number) => `/uploads/${uuid}.v${n}.webp`;
    // What a page shows of version n: the version itself (in an article's body) or one of its frames (a cover).
    const shownVersion = (n: number) => `/uploads/${uuid}.v${n}.`;
    for (const article of articles) {
      await page.goto(`/blog/${article.slug}`);
      const addresses = await imageAddresses(page);
      expect(
        addresses.some((address) => address.includes(shownVersion(1))),
        addresses.join("\n"),
      ).toBe(true);
    }
    // The cards and the project's hero show frames of version 1 (cached pages, which the replacement must expire).
    const frame = (n: number, shape: string) => new RegExp(`/uploads/${uuid}\\.v${n}\\.${shape}-[\\d-]+\\.webp`);
    const postCard = page.locator("article").filter({ hasText: articles[0]!.title }).locator("img");
    const projectCard = page.locator("article").filter({ hasText: projectTitle }).locator("img");
    const hero = page.getByTestId("project-hero").locator("img");
    const postSearch = `/blog/recherche?q=${encodeURIComponent(articles[0]!.title)}`;
    const projectSearch = `/projects/recherche?q=${encodeURIComponent(projectTitle)}`;
    await page.goto(postSearch);
    expect(await decodedSrc(postCard)).toMatch(frame(1, "card"));
    await page.goto(projectSearch);
    expect(await decodedSrc(projectCard)).toMatch(frame(1, "card"));
    await page.goto(`/projects/${projectId}`);
    expect(await decodedSrc(hero)).toMatch(frame(1, "hero"));
    // Open Graph shares the 1200 × 630 frame of version 1.
    expect(await ogImage(request, `/blog/${articles[0]!.slug}`)).toMatch(new RegExp(`/uploads/${uuid}\\.v1\\.og-`));
    // The body's image has the library's alternative text, the page no image without one.
    await page.goto(`/blog/${articles[2]!.slug}`);
    await expect(page.locator(`main img[src^="/uploads/${uuid}"]`)).toHaveAttribute("alt", texts[0]![1]!);
    await expect(page.locator("img:not([alt])")).toHaveCount(0);

    // 'Remplacer le fichier': a blue picture instead of the red one.
    await page.goto(`/admin/media/${image.id}`);
    await waitForHydration(page.getByLabel("Remplacer le fichier"));
    await page.getByLabel("Remplacer le fichier").setInputFiles({
      name: `portrait-nouveau-${run}.png`,
      mimeType: "image/png",
      buffer: await png(800, 600, "#2563eb"),
    });
    await expect(page.getByText("Fichier remplacé", { exact: true })).toBeVisible();
    await expect(page.getByText(/version 2/)).toBeVisible();

    // The three public pages show version 2, without having been edited, and its bytes are the new ones.
    for (const article of articles) {
      await page.goto(`/blog/${article.slug}`);
      const addresses = await imageAddresses(page);
      expect(
        addresses.some((address) => address.includes(shownVersion(2))),
        addresses.join("\n"),
      ).toBe(true);
      expect(
        addresses.some((address) => address.includes(shownVersion(1))),
        addresses.join("\n"),
      ).toBe(false);
      const shown = page.locator(`main img[src*="${uuid}.v2."]`).first();
      await shown.scrollIntoViewIfNeeded();
      await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeTruthy();
      const loaded = await shown.evaluate((img: HTMLImageElement) => img.currentSrc);
      const bytes = await (await request.get(loaded)).body();
      expect(await dominantChannel(bytes)).toBe("blue");
    }
    await expectNoSeriousViolations(page, ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);

    // Every other rendering has the new version's address too: the article's card (found by a search of the blog),
    // the project's card and its page's hero (frames of version 2, with the library's alternative text), the RSS item,
    // and og:image, whose bytes are the new picture, exactly 1200 × 630.
    await page.goto(postSearch);
    expect(await decodedSrc(postCard)).toMatch(frame(2, "card"));
    await expect(postCard).toHaveAttribute("alt", texts[0]![1]!);
    await page.goto(projectSearch);
    expect(await decodedSrc(projectCard)).toMatch(frame(2, "card"));
    await page.goto(`/projects/${projectId}`);
    expect(await decodedSrc(hero)).toMatch(frame(2, "hero"));
    await expect(hero).toHaveAttribute("alt", texts[0]![1]!);
    expect((await imageAddresses(page)).filter((address) => address.includes(`${uuid}.v1`))).toEqual([]);
    const feed = await (await request.get("/blog/rss.xml")).text();
    const item = feed.split("<item>").find((entry) => entry.includes(`/blog/${articles[0]!.slug}<`));
    expect(item, "the article is in the feed").toBeDefined();
    expect(item).toMatch(new RegExp(`<media:content url="[^"]+/uploads/${uuid}\\.v2\\.og-[\\d-]+\\.jpg"`));
    expect(feed).toMatch(new RegExp(`/uploads/${uuid}\\.v2\\.webp`));
    expect(feed).not.toContain(`${uuid}.v1`);
    const shared = await ogImage(request, `/blog/${articles[0]!.slug}`);
    expect(shared).toMatch(new RegExp(`/uploads/${uuid}\\.v2\\.og-[\\d-]+\\.jpg$`));
    const sharedBytes = await (await request.get(shared)).body();
    expect(await sharp(sharedBytes).metadata()).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
    expect(await dominantChannel(sharedBytes)).toBe("blue");

    const original = await request.get(version(2));
    expect(original.status()).toBe(200);
    expect(original.headers()["cache-control"]).toContain("immutable");
    expect(await dominantChannel(await original.body())).toBe("blue");

    // Deleting it is refused while it is used, with the uses named.
    await page.goto(`/admin/media/${image.id}`);
    await page.getByRole("button", { name: "Supprimer" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Supprimer" }).click();
    const refusal = page.getByRole("alert").filter({ hasText: "encore utilisée" });
    await expect(refusal).toBeVisible();
    for (const article of articles) await expect(refusal).toContainText(article.title);
    await expect(refusal).toContainText(projectTitle);
    expect((await request.get(version(2))).status()).toBe(200);

    // Once the articles and the project no longer show it, it can be deleted, and its bytes are gone.
    for (const article of articles)
      expect((await request.delete(`/api/blog-posts/${article.id}`)).status()).toBeLessThan(300);
    expect((await request.delete(`/api/projects/${projectId}`)).status()).toBeLessThan(300);
    await page.reload();
    await expect(page.getByText("Utilisations (0)", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Supprimer" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Supprimer" }).click();
    await expect(page).toHaveURL(/\/admin\/media$/);
    expect((await request.get(version(2))).status()).toBe(404);
    expect((await request.get(storedPath)).status()).toBe(404);
    expect(existsSync(path.join(E2E_UPLOAD_DIR, image.filename))).toBe(false);
    expect(existsSync(path.join(E2E_UPLOAD_DIR, `${uuid}.v2.webp`))).toBe(false);
    expect(await sql("SELECT id FROM media_files WHERE id = $1", [image.id])).toEqual([]);
  });
});

// With scripts: the back office's pages stream behind the shell's loading.tsx, which only scripts reveal (with
// JavaScript off the page stays on 'Chargement'). The filters themselves are a plain GET form (no handler), which the
// addresses below show.
test.describe("media library filters", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the folder, 'Envoyé par' and date filters are a GET form that narrows the library to the matching files", async ({
    page,
  }) => {
    const admin = await signIn(page);
    const run = unique();
    const names = ["dossier-a", "dossier-b", "ancienne", "collegue"].map((name) => `filtre-${run}-${name}.png`);
    for (const [index, name] of names.entries()) {
      const buffer = await png(320, 200, ["#b91c1c", "#15803d", "#1d4ed8", "#a16207"][index]!);
      const upload = await page.request.post("/api/upload", {
        multipart: { images: { name, mimeType: "image/png", buffer } },
      });
      expect(upload.status(), await upload.text()).toBe(201);
    }
    const [colleague] = await sql<{ id: number; username: string }>(
      `INSERT INTO users (username, email, password_hash, role, created_at, updated_at)
       VALUES ($1, $2, 'not-a-password-hash', 'editor', now(), now()) RETURNING id, username`,
      [`Collègue ${run}`, `collegue-${run}@agence-digitale.ci`],
    );
    const [folder] = await sql<{ id: number }>("INSERT INTO media_folders (name) VALUES ($1) RETURNING id", [
      `Dossier ${run}`,
    ]);
    await sql("UPDATE media_files SET folder_id = $1 WHERE original_name = ANY($2::text[])", [
      folder!.id,
      names.slice(0, 2),
    ]);
    await sql("UPDATE media_files SET created_at = '2024-03-15 10:00:00+00' WHERE original_name = $1", [names[2]]);
    await sql("UPDATE media_files SET uploaded_by_id = $1 WHERE original_name = $2", [colleague!.id, names[3]]);

    const files = page.getByRole("list", { name: "Fichiers" }).getByRole("listitem");
    const filter = page.getByRole("search");
    const shown = async () => (await files.allTextContents()).map((text) => names.find((name) => text.includes(name)));
    await page.goto(`/admin/media?search=filtre-${run}`);
    await expect(files).toHaveCount(4);

    await filter.getByLabel("Dossier").selectOption({ label: `Dossier ${run}` });
    await filter.getByRole("button", { name: "Filtrer" }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]folder=${folder!.id}(&|$)`));
    await expect(files).toHaveCount(2);
    expect((await shown()).sort()).toEqual(names.slice(0, 2).sort());
    // The form shows the filters in force.
    await expect(filter.getByLabel("Dossier")).toHaveValue(String(folder!.id));

    await filter.getByLabel("Dossier").selectOption({ label: "Sans dossier" });
    await filter.getByRole("button", { name: "Filtrer" }).click();
    await expect(files).toHaveCount(2);
    expect((await shown()).sort()).toEqual(names.slice(2).sort());

    await filter.getByLabel("Dossier").selectOption({ label: "Tous les dossiers" });
    await filter.getByLabel("Envoyé par").selectOption({ label: colleague!.username });
    await filter.getByRole("button", { name: "Filtrer" }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]uploader=${colleague!.id}(&|$)`));
    await expect(files).toHaveCount(1);
    expect(await shown()).toEqual([names[3]]);

    await filter.getByLabel("Envoyé par").selectOption({ label: admin.username });
    await filter.getByLabel("Envoyé du").fill("2024-03-01");
    await filter.getByLabel("au", { exact: true }).fill("2024-03-31");
    await filter.getByRole("button", { name: "Filtrer" }).click();
    await expect(page).toHaveURL(/[?&]from=2024-03-01&to=2024-03-31/);
    await expect(files).toHaveCount(1);
    expect(await shown()).toEqual([names[2]]);
    await expect(filter.getByLabel("Envoyé du")).toHaveValue("2024-03-01");

    // A day that does not exist is refused by the schema: the page falls back to no date and keeps the other filters.
    await page.goto(`/admin/media?search=filtre-${run}&from=2024-02-31&uploader=${admin.id}`);
    await expect(files).toHaveCount(3);
  });
});

// Folders at a phone's width: one created at the top and one inside it, a name taken whatever its case refused, a file
// moved into it with its checkbox, the breadcrumb, a folder holding folders refused deletion, renamed, then deleted:
// its file goes to 'Sans dossier'.
test.describe("media library folders", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("folders are created at the top and inside another, filled with checked files, renamed, moved, and deleted with their files kept", async ({
    page,
  }) => {
    test.slow();
    await signIn(page);
    const run = unique();
    const names = ["a", "b"].map((name) => `classement-${run}-${name}.png`);
    for (const [index, name] of names.entries()) {
      const buffer = await png(320, 200, ["#7c3aed", "#0891b2"][index]!);
      const upload = await page.request.post("/api/upload", {
        multipart: { images: { name, mimeType: "image/png", buffer } },
      });
      expect(upload.status(), await upload.text()).toBe(201);
    }
    const files = page.getByRole("list", { name: "Fichiers" }).getByRole("listitem");
    const folders = page.getByRole("region", { name: "Dossiers" });
    const breadcrumb = page.getByRole("navigation", { name: "Fil d'Ariane des dossiers" });
    await page.goto(`/admin/media?search=classement-${run}`);
    await expect(files).toHaveCount(2);

    const top = `Clients ${run}`;
    const innerName = `Orange ${run}`;
    await folders.getByLabel("Nouveau dossier").fill(top);
    await folders.getByRole("button", { name: "Créer le dossier" }).click();
    await expect(folders.getByRole("link", { name: top })).toBeVisible();
    // The same name in other capitals: refused, with the reason beside the field.
    await folders.getByLabel("Nouveau dossier").fill(top.toUpperCase());
    await folders.getByRole("button", { name: "Créer le dossier" }).click();
    await expect(folders.getByRole("alert")).toContainText(`Un dossier « ${top} » existe déjà`);
    expect(await sql("SELECT id FROM media_folders WHERE lower(name) = lower($1)", [top])).toHaveLength(1);

    // One checked file moves into it.
    await page.getByRole("checkbox", { name: `Cocher « ${names[0]} »` }).check();
    await page.getByLabel("Déplacer les fichiers cochés vers").selectOption({ label: top });
    await page.getByRole("button", { name: "Déplacer", exact: true }).click();
    await expect(page.getByText(`1 fichier déplacé vers « ${top} »`)).toBeVisible();
    await expect(page.getByRole("checkbox", { name: `Cocher « ${names[0]} »` })).not.toBeChecked();

    // Inside it: its breadcrumb, its file only (the search kept), and a folder created there.
    await folders.getByRole("link", { name: top }).click();
    const [folder] = await sql<{ id: number }>("SELECT id FROM media_folders WHERE name = $1", [top]);
    await expect(page).toHaveURL(new RegExp(`[?&]folder=${folder!.id}(&|$)`));
    await expect(breadcrumb.getByRole("link", { name: "Tous les dossiers" })).toBeVisible();
    await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(top);
    await expect(files).toHaveCount(1);
    await expect(files.first()).toContainText(names[0]!);
    // Sent from inside the folder: it joins it.
    const sent = `classement-${run}-c.png`;
    await page
      .getByLabel("Déposez des images ici")
      .setInputFiles({ name: sent, mimeType: "image/png", buffer: await png(320, 200, "#ca8a04") });
    await expect(files).toHaveCount(2);
    await expect(files.first()).toContainText(sent);
    await folders.getByLabel(`Nouveau dossier dans « ${top} »`).fill(innerName);
    await folders.getByRole("button", { name: "Créer le dossier" }).click();
    await expect(folders.getByRole("link", { name: innerName })).toBeVisible();
    // Once the toasts are gone: axe reads a fading toast's colours half-way.
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
    await expectNoSeriousViolations(page, ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // 'Dossier' on a file's page: the other file, filed from there into the inner folder.
    const [other] = await sql<{ id: number }>("SELECT id FROM media_files WHERE original_name = $1", [names[1]]);
    const [inner] = await sql<{ id: number }>("SELECT id FROM media_folders WHERE parent_id = $1", [folder!.id]);
    await page.goto(`/admin/media/${other!.id}`);
    const filing = page.getByRole("form", { name: "Dossier du fichier" });
    await expect(filing.getByLabel("Dossier")).toHaveValue("none");
    await filing.getByLabel("Dossier").selectOption({ label: `${top} / ${innerName}` });
    await filing.getByRole("button", { name: "Déplacer" }).click();
    await expect(page.getByText(`1 fichier déplacé vers « ${top} / ${innerName} »`)).toBeVisible();
    expect(await sql("SELECT folder_id FROM media_files WHERE id = $1", [other!.id])).toEqual([
      { folder_id: inner!.id },
    ]);
    await page.reload();
    await expect(filing.getByLabel("Dossier")).toHaveValue(String(inner!.id));
    await page.goto(`/admin/media?folder=${folder!.id}&search=classement-${run}`);

    // A folder that holds folders is not deleted.
    await folders.getByRole("button", { name: "Supprimer le dossier" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Supprimer" }).click();
    await expect(page.getByText("Ce dossier contient d'autres dossiers")).toBeVisible();

    const renamed = `Partenaires ${run}`;
    await folders.getByRole("button", { name: "Renommer le dossier" }).click();
    await folders.getByLabel("Nouveau nom du dossier").fill(renamed);
    await folders.getByRole("button", { name: "Renommer", exact: true }).click();
    await expect(breadcrumb.getByText(renamed)).toBeVisible();

    // The inner folder goes to the top with its file (never into itself: it is not offered), and is deleted there;
    // then this one: their files go to 'Sans dossier', and nothing is deleted but the folders.
    await folders.getByRole("link", { name: innerName }).click();
    await expect(breadcrumb.getByRole("link", { name: renamed })).toBeVisible();
    await folders.getByRole("button", { name: "Déplacer le dossier" }).click();
    const destination = folders.getByLabel("Déplacer le dossier dans");
    const offered = await destination.locator("option").allTextContents();
    expect(offered).toContain(renamed);
    expect(offered).not.toContain(`${renamed} / ${innerName}`);
    await destination.selectOption({ label: "La racine de la médiathèque" });
    await folders.getByRole("button", { name: "Déplacer", exact: true }).click();
    await expect(page.getByText(`Dossier déplacé : « ${innerName} »`)).toBeVisible();
    await expect(breadcrumb.getByRole("link", { name: renamed })).toHaveCount(0);
    expect(await sql("SELECT parent_id FROM media_folders WHERE id = $1", [inner!.id])).toEqual([{ parent_id: null }]);
    await expect(files).toHaveCount(1);
    await folders.getByRole("button", { name: "Supprimer le dossier" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Supprimer" }).click();
    await expect(page.getByText("1 fichier passé dans « Sans dossier »")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/media$/);
    await page.goto(`/admin/media?folder=${folder!.id}&search=classement-${run}`);
    await folders.getByRole("button", { name: "Supprimer le dossier" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Supprimer" }).click();
    await expect(page.getByText("2 fichiers passés dans « Sans dossier »")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/media$/);
    expect(await sql("SELECT id FROM media_folders WHERE id = ANY($1::int[])", [[folder!.id, inner!.id]])).toEqual([]);
    const kept = await sql<{ folder_id: number | null }>(
      "SELECT folder_id FROM media_files WHERE original_name = ANY($1::text[])",
      [[...names, sent]],
    );
    expect(kept).toEqual([{ folder_id: null }, { folder_id: null }, { folder_id: null }]);
  });
});
