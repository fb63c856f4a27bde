// Serial: the site settings are global; other tests' pages may show them.
import { expect, test } from "./helpers/test";
import { signIn } from "./helpers/auth";
import { png } from "./helpers/admin-blog";
import { sql } from "./helpers/db";
import { describeLibraryImages } from "./helpers/media";

test("an administrator edits the agency's details and headline figures; cached pages show them at once", async ({
  page,
  request,
}) => {
  const [original] = await sql(
    "SELECT company_name, phone, stat_projects, linkedin_url FROM site_settings WHERE id = 1",
  );
  try {
    await signIn(page);
    await page.goto("/admin/settings");
    await expect(page.getByRole("heading", { level: 1, name: "Paramètres du site" })).toBeVisible();
    await page.getByLabel("Nom de l'agence").fill("Agence Lagune Numérique");
    await page.getByLabel("Téléphone").fill("+225 27 22 00 00 00");
    await page.getByLabel("Projets réalisés").fill("250+");
    await page.getByLabel("LinkedIn").fill("pas une adresse");
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await expect(page.getByText("URL invalide")).toBeVisible();

    await page.getByLabel("LinkedIn").fill("");
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await expect(page.getByText("Paramètres enregistrés")).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("Téléphone")).toHaveValue("+225 27 22 00 00 00");
    await expect(page.getByLabel("Projets réalisés")).toHaveValue("250+");
    await expect(page.getByLabel("LinkedIn")).toHaveValue("");
    const [saved] = await sql<{ phone: string; stat_projects: string; linkedin_url: string | null }>(
      "SELECT phone, stat_projects, linkedin_url FROM site_settings WHERE id = 1",
    );
    expect(saved).toEqual({ phone: "+225 27 22 00 00 00", stat_projects: "250+", linkedin_url: null });
    // The prerendered login page shows the agency's name from the cached settings: saving expired them.
    expect(await (await request.get("/admin/login")).text()).toContain("Agence Lagune Numérique");

    // The site's share image is chosen in the library; not described yet, it is refused with its name.
    const name = `partage-site-${Date.now()}.png`;
    const upload = await page.request.post("/api/upload", {
      multipart: { images: { name, mimeType: "image/png", buffer: await png(1200, 630, "#7c3aed") } },
    });
    expect(upload.status(), await upload.text()).toBe(201);
    const [shared] = ((await upload.json()) as { files: { path: string }[] }).files;
    await page.getByRole("button", { name: "Choisir l'image de partage du site dans la médiathèque" }).click();
    const library = page.getByRole("dialog", { name: "Médiathèque" });
    await library.getByRole("searchbox", { name: "Rechercher dans la médiathèque" }).fill(name);
    await library.getByRole("searchbox", { name: "Rechercher dans la médiathèque" }).press("Enter");
    await library.getByRole("list", { name: "Images de la médiathèque" }).getByRole("button", { name }).click();
    await library.getByRole("button", { name: "Choisir", exact: true }).click();
    await expect(page.getByRole("img", { name: "Image de partage du site" })).toBeVisible();
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "n'a pas de texte alternatif" })).toContainText(
      `« ${name} » (Image de partage du site)`,
    );
    await describeLibraryImages({ paths: [shared!.path] });
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await expect(page.getByText("Paramètres enregistrés")).toBeVisible();
    const [withImage] = await sql<{ share_image: string; media_retention_days: number }>(
      "SELECT share_image, media_retention_days FROM site_settings WHERE id = 1",
    );
    expect(withImage).toEqual({ share_image: shared!.path, media_retention_days: 30 });
    // The agency's structured data on the home page shows its 1200 × 630 frame.
    const uuid = shared!.path.slice("/uploads/".length, -".webp".length);
    expect(await (await request.get("/")).text()).toMatch(new RegExp(`"image":"[^"]*/uploads/${uuid}\\.v1\\.og-`));
  } finally {
    // Through the form, so that the public pages' cache is expired too.
    await page.goto("/admin/settings");
    const shareImage = page.getByRole("img", { name: "Image de partage du site" });
    if (await shareImage.isVisible()) await page.getByRole("button", { name: "Supprimer l'image" }).click();
    await page.getByLabel("Nom de l'agence").fill(original!.company_name);
    await page.getByLabel("Téléphone").fill(original!.phone);
    await page.getByLabel("Projets réalisés").fill(original!.stat_projects);
    await page.getByLabel("LinkedIn").fill(original!.linkedin_url ?? "");
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await expect(page.getByText("Paramètres enregistrés")).toBeVisible();
  }
});
