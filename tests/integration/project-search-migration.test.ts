import { describe, expect, it } from "vitest";
import { projectSearchText } from "@/lib/projects/rules";
import { applyMigrations } from "../../scripts/db/migrate";
import { createDatabaseBefore, withClient } from "../helpers/databases";

describe("the project search migration", () => {
  it("fills the search text of the projects already saved as the application writes it, accented capitals included", async () => {
    const { url, pending } = await createDatabaseBefore(/_project_search$/);

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
    expect(await applyMigrations(url)).toEqual(pending);
    const [row] = await withClient(
      url,
      async (client) => (await client.query<{ search_text: string }>("SELECT search_text FROM projects")).rows,
    );
    expect(row!.search_text).toBe(projectSearchText(project));
  });
});
