import path from "node:path";
import { sql } from "./db";

/**
 * Gives library images an alternative text, as an editor does on their page in the library (a public page shows no
 * image without one): those at `paths` ('/uploads/<uuid>.webp'), or those uploaded under `originalNames` (a form's
 * uploads, whose paths the test does not know).
 */
export async function describeLibraryImages(match: { paths: string[] } | { originalNames: string[] }): Promise<void> {
  const [column, values] =
    "paths" in match
      ? ["filename", match.paths.map((stored) => path.basename(stored))]
      : ["original_name", match.originalNames];
  await sql(
    `INSERT INTO media_descriptions (media_id, locale, alt, updated_at)
     SELECT id, 'fr', 'Illustration : ' || coalesce(original_name, filename), now() FROM media_files
     WHERE ${column} = ANY($1::text[])
     ON CONFLICT (media_id, locale) DO UPDATE SET alt = EXCLUDED.alt`,
    [values],
  );
}
