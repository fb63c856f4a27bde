import { describe, expect, it } from "vitest";
import { SLUG_PATTERN, slugify } from "@/lib/slug";

describe("slugify", () => {
  it.each([
    ["Hello World", "hello-world"],
    ["L'été à Abidjan : 5 idées !", "lete-a-abidjan-5-idees"],
    ["  Développement   Mobile  ", "developpement-mobile"],
    ["Cœur & Âme — 2025", "coeur-ame-2025"],
    ["UX/UI Design", "uxui-design"],
    ["déjà--vu", "deja-vu"],
    ["???", ""],
  ])("turns %j into %j", (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it("always produces a slug the slug pattern accepts, unless empty", () => {
    for (const title of ["Ça marche ?", "Référencement SEO/SEM en 2025", "Côte d'Ivoire"]) {
      expect(slugify(title)).toMatch(SLUG_PATTERN);
    }
  });
});
