import { randomUUID } from "node:crypto";
import { sql } from "./db";

/** A name no other test uses (tests run in parallel against one database). */
export function uniqueSlug(prefix: string): string {
  return `${prefix}-${randomUUID().slice(0, 8)}`;
}

export interface PostFields {
  slug?: string;
  title?: string;
  excerpt?: string;
  content?: string;
  author?: string;
  tags?: string[];
  published?: boolean;
  viewCount?: number;
  categoryName?: string | null;
  coverImage?: string | null;
}

/**
 * Tests insert content dated long ago: public lists are re-rendered from the database once a minute at most,
 * and content older than the seeded samples lands after them, so lists that other tests check keep their head.
 */
const LONG_AGO = "2000-01-01T00:00:00Z";

/** Inserts a blog post straight into the end-to-end database. Pages for a new slug are rendered on their first visit. */
export async function insertPost(fields: PostFields = {}): Promise<{ id: number; slug: string; title: string }> {
  const slug = fields.slug ?? uniqueSlug("article-e2e");
  const title = fields.title ?? `Article de test ${slug}`;
  const [row] = await sql<{ id: number }>(
    `INSERT INTO blog_posts (title, slug, excerpt, content, author, tags, published, published_at, view_count, read_time, cover_image, category_id, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $11, $8, 1, $9, (SELECT id FROM blog_categories WHERE name = $10), now()) RETURNING id`,
    [
      title,
      slug,
      fields.excerpt ?? "Un résumé de test.",
      fields.content ?? "<p>Contenu de test.</p>",
      fields.author ?? "Équipe de test",
      fields.tags ?? [],
      fields.published ?? true,
      fields.viewCount ?? 0,
      fields.coverImage ?? null,
      fields.categoryName ?? null,
      LONG_AGO,
    ],
  );
  return { id: row!.id, slug, title };
}

export async function viewCountOf(slug: string): Promise<number> {
  const [row] = await sql<{ view_count: number }>("SELECT view_count FROM blog_posts WHERE slug = $1", [slug]);
  return row!.view_count;
}

export interface ProjectFields {
  title?: string;
  status?: "draft" | "published";
  images?: string[];
  testimonial?: boolean;
  links?: boolean;
}

/** Inserts a project straight into the end-to-end database. */
export async function insertProject(fields: ProjectFields = {}): Promise<{ id: number; title: string }> {
  const title = fields.title ?? `Projet de test ${randomUUID().slice(0, 8)}`;
  const [row] = await sql<{ id: number }>(
    `INSERT INTO projects (title, category, client, date, about, challenge, solution, results, technologies, tags, status, images,
       testimonial_content, testimonial_author, testimonial_position, website_url, app_store_url, play_store_url, created_at, updated_at)
     VALUES ($1, 'Développement Web', 'Client de test', 'Janvier 2026', 'À propos du projet de test.', 'Le défi du test.', 'La solution du test.',
       'Les résultats du test.', ARRAY['Next.js', 'PostgreSQL', 'Tailwind'], ARRAY['Test'], $2, $3, $4, $5, $6, $7, $8, $9, $10, now()) RETURNING id`,
    [
      title,
      fields.status ?? "published",
      fields.images ?? [],
      fields.testimonial ? "Un travail remarquable." : null,
      fields.testimonial ? "Awa Koné" : null,
      fields.testimonial ? "Directrice" : null,
      fields.links ? "https://exemple.ci" : null,
      fields.links ? "https://exemple.ci/app-store" : null,
      fields.links ? "https://exemple.ci/google-play" : null,
      LONG_AGO,
    ],
  );
  return { id: row!.id, title };
}
