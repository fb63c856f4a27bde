import { CATALOGUES } from "@/lib/i18n/messages";
import { describe, expect, it } from "vitest";
import {
  CATEGORY_COLOR_COUNT,
  categoryColorOf,
  categoryNameOf,
  postDisplayDate,
  postSearchText,
  postSlugOf,
  readCountLabel,
  readTimeMinutes,
  UNCATEGORIZED,
} from "@/lib/blog/rules";

describe("read time", () => {
  it("is one minute per 1000 characters, rounded up", () => {
    expect(readTimeMinutes("a".repeat(1000))).toBe(1);
    expect(readTimeMinutes("a".repeat(1001))).toBe(2);
    expect(readTimeMinutes("a".repeat(4500))).toBe(5);
  });

  it("is never below one minute", () => {
    expect(readTimeMinutes("")).toBe(1);
  });
});

describe("category name of a post", () => {
  it("prefers the category object's name", () => {
    expect(
      categoryNameOf({ categoryObj: { name: "UX/UI Design" }, categoryName: "Autre", category: "X", tags: ["t"] }),
    ).toBe("UX/UI Design");
    expect(categoryNameOf({ category: { name: "Communication Digitale" }, categoryName: "Autre" })).toBe(
      "Communication Digitale",
    );
  });

  it("falls back to categoryName, then category, then the first tag", () => {
    expect(categoryNameOf({ categoryName: "Dev", category: "Autre", tags: ["t"] })).toBe("Dev");
    expect(categoryNameOf({ category: "Audiovisuel", tags: ["t"] })).toBe("Audiovisuel");
    expect(categoryNameOf({ category: null, tags: ["SEO", "Web"] })).toBe("SEO");
  });

  it("says 'Non catégorisé' when nothing names a category", () => {
    expect(categoryNameOf({})).toBe(UNCATEGORIZED);
    expect(categoryNameOf({ category: { name: "  " }, categoryName: "", tags: [] })).toBe("Non catégorisé");
  });
});

describe("post slug", () => {
  it("keeps an existing slug", () => {
    expect(postSlugOf({ id: 3, slug: "mon-article", title: "Autre" })).toBe("mon-article");
  });

  it("builds id plus hyphenated title when the slug is missing", () => {
    expect(postSlugOf({ id: 12, slug: null, title: "Le SEO à Abidjan" })).toBe("12-le-seo-a-abidjan");
    expect(postSlugOf({ id: 7, slug: "  ", title: "Bonjour" })).toBe("7-bonjour");
  });
});

describe("display date of a post", () => {
  it("uses publishedAt, then createdAt, then date", () => {
    expect(
      postDisplayDate({ publishedAt: "2025-02-01T00:00:00Z", createdAt: "2025-01-01T00:00:00Z" })?.toISOString(),
    ).toBe("2025-02-01T00:00:00.000Z");
    expect(postDisplayDate({ publishedAt: null, createdAt: "2025-01-01T00:00:00Z" })?.toISOString()).toBe(
      "2025-01-01T00:00:00.000Z",
    );
    expect(postDisplayDate({ date: "2024-06-01T00:00:00Z" })?.toISOString()).toBe("2024-06-01T00:00:00.000Z");
    expect(postDisplayDate({})).toBeNull();
  });
});

describe("read count label", () => {
  it("is singular only for exactly one", () => {
    const { fr, en } = CATALOGUES;
    expect(readCountLabel(1, fr.Article.viewCount)).toBe("1 lecture");
    expect(readCountLabel(0, fr.Article.viewCount)).toBe("0 lectures");
    expect(readCountLabel(2, fr.Article.viewCount)).toBe("2 lectures");
    expect(readCountLabel(1, en.Article.viewCount)).toBe("1 view");
    expect(readCountLabel(4006, en.Article.viewCount)).toBe("4006 views");
  });
});

describe("search text of a post", () => {
  it("holds the title, excerpt, author, tags and the content's words, lower-cased, without markup", () => {
    const text = postSearchText({
      title: "SEO Local",
      excerpt: "Être trouvé",
      author: "Awa Koné",
      tags: ["Google", "PME"],
      content: "<p>Le <strong>référencement</strong></p>",
    });
    expect(text).toBe("seo local\nêtre trouvé\nawa koné\ngoogle pme\nle référencement");
  });
});

describe("category colours", () => {
  it("cycle through five colours in the order the categories were created", () => {
    const colors = [1, 2, 3, 4, 5, 6, 7].map((id) => categoryColorOf({ categoryObj: { id, name: `Catégorie ${id}` } }));
    expect(colors).toEqual([0, 1, 2, 3, 4, 0, 1]);
    expect(categoryColorOf({ category: { id: 3, name: "Design" } })).toBe(2);
  });

  it("keep a category known by its name only in one colour, whatever the spelling of its accents", () => {
    const color = categoryColorOf({ category: "Développement Web" });
    expect(color).toBeGreaterThanOrEqual(0);
    expect(color).toBeLessThan(CATEGORY_COLOR_COUNT);
    expect(categoryColorOf({ categoryName: "Développement Web".normalize("NFD") })).toBe(color);
  });
});
