// Serial: the site settings are global; other tests' pages may show them.
import { expect, test } from "./helpers/test";
import { signIn } from "./helpers/auth";
import { sql } from "./helpers/db";

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
  } finally {
    // Through the form, so that the public pages' cache is expired too.
    await page.goto("/admin/settings");
    await page.getByLabel("Nom de l'agence").fill(original!.company_name);
    await page.getByLabel("Téléphone").fill(original!.phone);
    await page.getByLabel("Projets réalisés").fill(original!.stat_projects);
    await page.getByLabel("LinkedIn").fill(original!.linkedin_url ?? "");
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await expect(page.getByText("Paramètres enregistrés")).toBeVisible();
  }
});
