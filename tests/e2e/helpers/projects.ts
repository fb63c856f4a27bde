import { randomBytes } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import sharp from "sharp";
import { sql } from "./db";

/** A word no other test uses, to find one's own projects in a shared database. */
export function uniqueWord(prefix = "projet"): string {
  return `${prefix}${randomBytes(4).toString("hex")}`;
}

export interface ProjectRow {
  id: number;
  title: string;
  client: string;
  date: string;
}

/**
 * A project written straight to the database (with the search text the application writes on save). The public
 * pages' cache does not know of it: use it for back-office screens, or make the change that matters through the app.
 */
export async function insertProject(fields: {
  title: string;
  client?: string;
  date?: string;
  status?: "draft" | "published";
  featured?: boolean;
  images?: string[];
  featuredImageIndex?: number;
  createdAt?: Date;
}): Promise<ProjectRow> {
  const client = fields.client ?? "Client de test";
  const date = fields.date ?? "Juin 2026";
  const about = "Un projet créé par les tests de bout en bout.";
  const [row] = await sql<ProjectRow>(
    `INSERT INTO projects (title, category, client, date, about, challenge, solution, results, technologies, tags, status, featured, images, featured_image_index, search_text, created_at, updated_at)
     VALUES ($1, 'Développement Web', $2, $3, $4, 'Le défi du projet de test.', 'La solution du projet de test.', 'Les résultats du projet de test.', '{Next.js}', '{Test}', $5, $6, $7, $8, $9, $10, now())
     RETURNING id, title, client, date`,
    [
      fields.title,
      client,
      date,
      about,
      fields.status ?? "draft",
      fields.featured ?? false,
      fields.images ?? ["/images/projects/lagunia-pay-refonte-ux-ui-1.webp"],
      fields.featuredImageIndex ?? 0,
      [fields.title, client, about, "test"].join("\n").toLowerCase(),
      fields.createdAt ?? new Date(),
    ],
  );
  return row!;
}

/** A small PNG of one colour, to upload through the form. */
export async function pngFile(
  name: string,
  colour: string,
): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const buffer = await sharp({ create: { width: 320, height: 200, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return { name, mimeType: "image/png", buffer };
}

/** The list's row of a project, found by its title. */
export const rowOf = (page: Page, title: string) => page.getByRole("row").filter({ hasText: title });
/** A form field by its exact label. */
export const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** Picks `option` in the select named `combobox`. */
export async function chooseOption(page: Page, combobox: string, option: string) {
  await page.getByRole("combobox", { name: combobox }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** Fills the form's first step (général) with valid values. */
export async function fillGeneralStep(page: Page, title: string) {
  await field(page, "Titre").fill(title);
  await chooseOption(page, "Catégorie", "Développement Mobile");
  await field(page, "Client").fill("Banque Lagunaire");
  await field(page, "Date").fill("Mai 2026");
  await field(page, "À propos du projet").fill("Une application bancaire pensée pour les commerçants d'Abidjan.");
}

/** Fills the form's second step (détails) with valid values, one technology and one tag. */
export async function fillDetailsStep(page: Page) {
  await field(page, "Le défi").fill("Des clients qui abandonnaient l'ouverture de compte en agence.");
  await field(page, "Notre solution").fill("Une ouverture de compte entièrement mobile, en dix minutes.");
  await field(page, "Résultats").fill("Trois fois plus de comptes ouverts le premier trimestre.");
  await field(page, "Technologies").fill("Flutter");
  await field(page, "Technologies").press("Enter");
  await field(page, "Tags").fill("Banque");
  await page.getByRole("button", { name: "Ajouter un tag" }).click();
}

/** A project's card on a public page, found by its title. */
export const publicCard = (page: Page, title: string) =>
  page.getByRole("article").filter({ has: page.getByRole("link", { name: title, exact: true }) });

/** Neither on the home page nor on the portfolio, and its page is not found. */
export async function expectOffTheSite(page: Page, id: number, title: string) {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Projets en vedette" })).toBeVisible();
  await expect(page.getByRole("link", { name: title })).toHaveCount(0);
  await page.goto("/projects");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: title })).toHaveCount(0);
  expect((await page.goto(`/projects/${id}`))?.status()).toBe(404);
}

/** 'Suivant', whatever happens next. */
export const clickNext = (page: Page) => page.getByRole("button", { name: "Suivant" }).click();

/** 'Suivant', then wait for the next step (its fields are valid). */
export async function next(page: Page) {
  const counter = page.getByText(/^Étape \d sur 4$/);
  const current = Number((await counter.textContent())!.match(/\d/)![0]);
  await clickNext(page);
  await expect(counter).toHaveText(`Étape ${current + 1} sur 4`);
}
