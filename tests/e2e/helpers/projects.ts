import { randomBytes } from "node:crypto";
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
export async function insertProject(fields: { title: string; client?: string; date?: string; status?: "draft" | "published"; featured?: boolean; images?: string[]; featuredImageIndex?: number; createdAt?: Date }): Promise<ProjectRow> {
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
export async function pngFile(name: string, colour: string): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const buffer = await sharp({ create: { width: 320, height: 200, channels: 3, background: colour } }).png().toBuffer();
  return { name, mimeType: "image/png", buffer };
}
