import { randomBytes } from "node:crypto";
import { expect, test } from "./helpers/test";
import { createAccount, signIn } from "./helpers/auth";
import { sql } from "./helpers/db";

// The 'Newsletter' screen: the sidebar's link, the search (a GET form), the export and the import with its required
// consent note. Each test works on addresses of its own (a unique domain), since the list is shared.

const uniqueDomain = () => `n${randomBytes(4).toString("hex")}.ci`;

test("an editor finds a subscriber by address and status, exports the view, and imports a file with the consent note", async ({
  page,
}) => {
  const domain = uniqueDomain();
  await sql(
    `INSERT INTO newsletter_subscribers (email, status, page_source, confirmed_at)
     VALUES ($1, 'confirmed', '/blog', now()), ($2, 'pending', '/blog', NULL)`,
    [`awa@${domain}`, `koffi@${domain}`],
  );
  await signIn(page, await createAccount("editor"));
  await page.goto("/admin/dashboard");
  await page
    .getByRole("navigation", { name: "Navigation principale" })
    .getByRole("link", { name: "Newsletter" })
    .click();
  await expect(page).toHaveURL("/admin/newsletter");
  await expect(page.getByRole("heading", { name: "Newsletter", level: 1 })).toBeVisible();

  await page.getByRole("searchbox", { name: "Rechercher un abonné" }).fill(domain);
  await page.getByRole("combobox", { name: "Filtrer par statut" }).selectOption("confirmed");
  await page.getByRole("button", { name: "Filtrer" }).click();
  await expect(page).toHaveURL(`/admin/newsletter?search=${domain}&status=confirmed`);
  await expect(page.getByTestId("subscribers-count")).toHaveText("1 abonné(s) trouvé(s)");
  const table = page.getByRole("region", { name: "Abonnés à la newsletter" });
  await expect(table.getByRole("row").filter({ hasText: `awa@${domain}` })).toContainText("Confirmé");

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Exporter (CSV)" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^newsletter-\d{4}-\d{2}-\d{2}\.csv$/);

  await page.getByRole("button", { name: "Importer (CSV)" }).click();
  const dialog = page.getByRole("dialog", { name: "Importer des abonnés" });
  await dialog.getByLabel("Fichier CSV").setInputFiles({
    name: "salon.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`Nom;E-mail\nYao;yao@${domain}\nAwa;awa@${domain}\n`),
  });
  await expect(dialog.getByLabel("Contenu du fichier")).toHaveValue(/yao@/);
  await dialog.getByRole("button", { name: "Importer" }).click();
  await expect(
    dialog.getByText("Indiquez d'où vient le consentement de ces adresses (10 caractères au moins)."),
  ).toBeVisible();
  await dialog.getByLabel("Provenance du consentement").fill("Formulaire papier du salon Digital Abidjan");
  await dialog.getByRole("button", { name: "Importer" }).click();
  await expect(page.getByText("1 adresse(s) ajoutée(s), 1 déjà dans la liste (inchangée(s)).")).toBeVisible();
  expect(
    await sql("SELECT status, consent_note FROM newsletter_subscribers WHERE email = $1", [`yao@${domain}`]),
  ).toEqual([{ status: "confirmed", consent_note: "Formulaire papier du salon Digital Abidjan" }]);
});

test("a reader sees the list and its export, not the import", async ({ page }) => {
  await signIn(page, await createAccount("user"));
  await page.goto("/admin/newsletter");
  await expect(page.getByRole("link", { name: "Exporter (CSV)" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Importer (CSV)" })).toHaveCount(0);
});
