import { expect, type Page } from "@playwright/test";
import { sql } from "./db";

/** A link of the mail, as a path of the e2e server (the mail writes it with SITE_URL). */
export function linkPath(text: string, path: string): string {
  const match = new RegExp(`https?://\\S+?(${path}\\?jeton=[\\w.-]+)`).exec(text);
  if (!match) throw new Error(`No ${path} link in:\n${text}`);
  return match[1]!;
}

/** The subscription status of an address, as the database holds it. */
export const statusOf = async (email: string) =>
  (await sql<{ status: string }>("SELECT status FROM newsletter_subscribers WHERE email = $1", [email]))[0]?.status;

/**
 * Composes a campaign on the open 'Nouvelle campagne' screen (its title, its introduction, the proposed articles, or
 * the first one when a previous campaign of this database already carried them all), saves it, and gives its id.
 */
export async function composeCampaign(page: Page, title: string, introduction: string): Promise<number> {
  await page.getByRole("textbox", { name: "Titre", exact: true }).fill(title);
  await page.getByRole("textbox", { name: "Introduction", exact: true }).fill(introduction);
  const articles = page.getByRole("group", { name: "Articles" }).getByRole("checkbox");
  if ((await articles.evaluateAll((boxes) => boxes.filter((box) => (box as HTMLInputElement).checked).length)) === 0)
    await articles.first().check();
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page).toHaveURL(/\/admin\/newsletter\/campagnes\/\d+$/);
  return Number(page.url().split("/").at(-1));
}
