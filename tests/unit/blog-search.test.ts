import { describe, expect, it } from "vitest";
import { postCardOf, samplePostCards } from "@/lib/blog/cards";
import { SAMPLE_BLOG_POSTS } from "@/lib/blog/samples";
import { ALL_POSTS, filterPosts, postCategories } from "@/lib/blog/search";

const posts = [
  {
    slug: "a",
    title: "Concevoir pour le mobile",
    excerpt: "Sept principes UX.",
    tags: ["Accessibilité"],
    categoryName: "UX/UI Design",
  },
  {
    slug: "b",
    title: "Le SEO local",
    excerpt: "Être trouvé sur Google à Abidjan.",
    tags: ["Référencement"],
    categoryName: "Communication Digitale",
  },
  {
    slug: "c",
    title: "Community management",
    excerpt: "Animer une communauté.",
    tags: ["Réseaux sociaux", "WhatsApp"],
    categoryName: "Communication Digitale",
  },
  { slug: "d", title: "Cybersécurité", excerpt: "Dix réflexes.", tags: [], categoryName: "Non catégorisé" },
];
const slugs = (list: { slug: string }[]) => list.map((post) => post.slug);

describe("blog search", () => {
  it("matches the title, the excerpt or a tag, ignoring case", () => {
    expect(slugs(filterPosts(posts, { search: "MOBILE", category: ALL_POSTS }))).toEqual(["a"]);
    expect(slugs(filterPosts(posts, { search: "google", category: ALL_POSTS }))).toEqual(["b"]);
    expect(slugs(filterPosts(posts, { search: "whatsapp", category: ALL_POSTS }))).toEqual(["c"]);
  });

  it("does not search the author or the category name", () => {
    expect(filterPosts(posts, { search: "Communication Digitale", category: ALL_POSTS })).toEqual([]);
  });

  it("combines the search with the category, 'Tous' keeping every category", () => {
    expect(slugs(filterPosts(posts, { search: "", category: "Communication Digitale" }))).toEqual(["b", "c"]);
    expect(slugs(filterPosts(posts, { search: "communauté", category: "Communication Digitale" }))).toEqual(["c"]);
    expect(filterPosts(posts, { search: "communauté", category: "UX/UI Design" })).toEqual([]);
    expect(filterPosts(posts, { search: " ", category: ALL_POSTS })).toHaveLength(4);
  });

  it("offers each category once, in alphabetical order, after 'Tous'", () => {
    expect(ALL_POSTS).toBe("Tous");
    expect(postCategories(posts)).toEqual(["Communication Digitale", "Non catégorisé", "UX/UI Design"]);
  });
});

describe("blog cards", () => {
  it("say 'Non catégorisé' for a post without category or tags, and take the date from publishedAt, then createdAt", () => {
    const base = {
      id: 1,
      slug: "s",
      title: "T",
      excerpt: "E",
      coverImage: null,
      author: "A",
      viewCount: 0,
      readTime: 2,
      categoryId: null,
      category: null,
      updatedAt: new Date("2026-01-01T00:00:00Z"),
    };
    const uncategorised = postCardOf({
      ...base,
      tags: [],
      publishedAt: null,
      createdAt: new Date("2025-05-05T10:00:00Z"),
    });
    expect(uncategorised.categoryName).toBe("Non catégorisé");
    expect(uncategorised.date?.toISOString()).toBe("2025-05-05T10:00:00.000Z");
    const tagged = postCardOf({
      ...base,
      tags: ["SEO"],
      publishedAt: new Date("2025-06-06T00:00:00Z"),
      createdAt: new Date("2025-05-05T00:00:00Z"),
    });
    expect(tagged.categoryName).toBe("SEO");
    expect(tagged.date?.toISOString()).toBe("2025-06-06T00:00:00.000Z");
  });

  it("give the six sample posts, newest first, with a reading time from their content", () => {
    const cards = samplePostCards();
    expect(cards).toHaveLength(6);
    expect(cards.map((card) => card.slug).sort()).toEqual(SAMPLE_BLOG_POSTS.map((post) => post.slug).sort());
    expect(cards.map((card) => card.date!.getTime())).toEqual(
      [...cards.map((card) => card.date!.getTime())].sort((a, b) => b - a),
    );
    expect(cards.every((card) => card.readTime >= 1)).toBe(true);
  });
});
