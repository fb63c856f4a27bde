import { describe, expect, it } from "vitest";
import { projectSearchText } from "@/lib/projects/rules";
import { projectSchema } from "@/lib/projects/schemas";
import { addListEntry, uniqueLabels } from "@/lib/text";

describe("technologies and tags chips", () => {
  it("adds a trimmed entry at the end", () => {
    expect(addListEntry(["React"], "  Next.js ")).toEqual(["React", "Next.js"]);
  });

  it("ignores an empty entry and a duplicate, whatever its case, leaving the same list", () => {
    const list = ["React", "Node.js"];
    expect(addListEntry(list, "   ")).toBe(list);
    expect(addListEntry(list, "react")).toBe(list);
    expect(addListEntry(list, " NODE.JS ")).toBe(list);
  });

  it("are kept once by the server too, by the same rule", () => {
    expect(uniqueLabels([" React", "react", "", "Next.js", "REACT "])).toEqual(["React", "Next.js"]);
    expect(projectSchema.in.shape.technologies.parse(["Flutter", "flutter ", " "])).toEqual(["Flutter"]);
  });
});

describe("project search text", () => {
  it("holds the title, the client, the four description texts and the tags, lower-cased", () => {
    const text = projectSearchText({
      title: "Portail Énergie",
      client: "Savane SA",
      description: { about: "À propos", challenge: "Le Défi", solution: "La Solution", results: "Les Résultats" },
      tags: ["Mobile Money", "Fintech"],
    });
    for (const part of [
      "portail énergie",
      "savane sa",
      "à propos",
      "le défi",
      "la solution",
      "les résultats",
      "mobile money",
      "fintech",
    ])
      expect(text).toContain(part);
  });
});
