import { cp, mkdtemp, readdir } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { projectSearchText } from "@/lib/projects/rules";
import { applyMigrations, MIGRATIONS_DIR } from "../../scripts/db/migrate";
import { createEmptyDatabase, withClient } from "../helpers/databases";

const SEARCH_MIGRATION = /_project_search$/;

describe("the project search migration", () => {
  it("fills the search text of the projects already saved as the application writes it, accented capitals included", async () => {
    const url = await createEmptyDatabase();
    const before = await mkdtemp(path.join(os.tmpdir(), "migrations-"));
    const names = (await readdir(MIGRATIONS_DIR, { withFileTypes: true }))
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    const searchMigration = names.find((name) => SEARCH_MIGRATION.test(name))!;
    for (const name of names.slice(0, names.indexOf(searchMigration)))
      await cp(path.join(MIGRATIONS_DIR, name), path.join(before, name), { recursive: true });
    await applyMigrations(url, before);

    const project = {
      title: "Énergie Ô Quotidien",
      client: "ÉCOLE ÎLE ÇA",
      description: { about: "À propos", challenge: "Le DÉFI", solution: "Une Solution", results: "Des RÉSULTATS" },
      tags: ["Œuvre", "Mobile Money"],
    };
    await withClient(url, (client) =>
      client.query(
        `INSERT INTO projects (title, category, client, date, about, challenge, solution, results, tags, updated_at)
         VALUES ($1, 'Développement Web', $2, 'Mars 2026', $3, $4, $5, $6, $7, now())`,
        [
          project.title,
          project.client,
          project.description.about,
          project.description.challenge,
          project.description.solution,
          project.description.results,
          project.tags,
        ],
      ),
    );
    expect(await applyMigrations(url)).toEqual(names.slice(names.indexOf(searchMigration)));
    const [row] = await withClient(
      url,
      async (client) => (await client.query<{ search_text: string }>("SELECT search_text FROM projects")).rows,
    );
    expect(row!.search_text).toBe(projectSearchText(project));
  });
});
