import { describe, expect, it } from "vitest";
import { blogPostSchema } from "@/lib/blog/schemas";
import { blogCategorySchema } from "@/lib/categories/schemas";
import { projectSchema } from "@/lib/projects/schemas";

const messages = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));

describe("article schema", () => {
  it("gives the spec's six required-field messages", () => {
    const result = blogPostSchema.safeParse({
      title: "",
      slug: "",
      category_id: 0,
      excerpt: "",
      content: "<p> </p>",
      author: "",
    });
    expect(messages(result)).toEqual({
      title: "Le titre est requis",
      slug: "Le slug est requis",
      category_id: "La catégorie est requise",
      excerpt: "L'extrait est requis",
      content: "Le contenu est requis",
      author: "L'auteur est requis",
    });
  });

  it("keeps only the fields it knows, trims and de-duplicates tags, and refuses unsafe image references", () => {
    const valid = {
      title: "T",
      slug: "mon-article",
      category_id: "3",
      excerpt: "E",
      content: "<p>C</p>",
      author: "A",
      tags: [" SEO", "", "seo", "Web "],
      viewCount: 9999,
      id: 1,
    };
    expect(blogPostSchema.parse(valid)).toEqual({
      title: "T",
      slug: "mon-article",
      category_id: 3,
      excerpt: "E",
      content: "<p>C</p>",
      author: "A",
      coverImage: null,
      tags: ["SEO", "Web"],
      published: false,
      scheduledAt: null,
      additionalImages: [],
      metaTitle: null,
      metaDescription: null,
      socialImage: null,
      noIndex: false,
    });
    expect(blogPostSchema.safeParse({ ...valid, coverImage: "javascript:alert(1)" }).success).toBe(false);
    expect(blogPostSchema.safeParse({ ...valid, socialImage: "javascript:alert(1)" }).success).toBe(false);
    expect(blogPostSchema.safeParse({ ...valid, additionalImages: ["//evil.example/a.png"] }).success).toBe(false);
    expect(blogPostSchema.safeParse({ ...valid, slug: "Mon Article" }).success).toBe(false);
  });

  it("accepts content that is only an image", () => {
    expect(blogPostSchema.shape.content.safeParse(`<p><img src="/uploads/a.webp"></p>`).success).toBe(true);
  });

  it("keeps each tag once, trimmed, whatever its case, and drops empty ones", () => {
    expect(blogPostSchema.shape.tags.parse(["UX", " ux ", "", "Design"])).toEqual(["UX", "Design"]);
  });
});

describe("category schema", () => {
  it("requires a name and makes the description optional", () => {
    expect(messages(blogCategorySchema.safeParse({ name: "  " }))).toEqual({
      name: "Le nom de la catégorie est requis",
    });
    expect(blogCategorySchema.parse({ name: " SEO ", description: "" })).toEqual({ name: "SEO", description: null });
  });
});

describe("project schema", () => {
  const valid = {
    title: "Lagunia Pay",
    category: "UX/UI Design",
    client: "Lagunia",
    date: "Mars 2025",
    description: {
      about: "x".repeat(10),
      challenge: "y".repeat(10),
      solution: "z".repeat(10),
      results: "w".repeat(10),
    },
    technologies: ["Figma"],
    tags: ["fintech"],
    images: ["/uploads/a.webp", "/uploads/b.webp"],
  };

  it("gives every message of the spec", () => {
    const result = projectSchema.safeParse({
      title: "ab",
      category: "",
      client: "a",
      date: "a",
      description: { about: "court", challenge: "court", solution: "court", results: "court" },
      technologies: [],
      tags: [" "],
      websiteUrl: "pas une url",
      appStoreUrl: "ftp://x",
      playStoreUrl: "x",
      status: "archivé",
      images: [],
    });
    expect(messages(result)).toEqual({
      title: "Le titre doit contenir au moins 3 caractères",
      category: "Veuillez sélectionner une catégorie",
      client: "Le nom du client est requis",
      date: "La date est requise",
      "description.about": "À propos du projet doit contenir au moins 10 caractères",
      "description.challenge": "Le défi doit contenir au moins 10 caractères",
      "description.solution": "Notre solution doit contenir au moins 10 caractères",
      "description.results": "Les résultats doivent contenir au moins 10 caractères",
      technologies: "Au moins une technologie est requise",
      tags: "Au moins un tag est requis",
      websiteUrl: "URL invalide",
      appStoreUrl: "URL invalide",
      playStoreUrl: "URL invalide",
      status: "Le statut doit être « published » ou « draft »",
      images: "Veuillez ajouter au moins une image au projet.",
    });
  });

  it("defaults to a draft, not featured, with the first image featured; empty URLs are fine", () => {
    expect(projectSchema.parse({ ...valid, websiteUrl: "" })).toMatchObject({
      status: "draft",
      featured: false,
      featuredImageIndex: 0,
      websiteUrl: null,
      testimonial: null,
    });
  });

  it("caps the featured image index at save, and ignores duplicate or empty chips", () => {
    expect(projectSchema.parse({ ...valid, featuredImageIndex: 9 }).featuredImageIndex).toBe(1);
    expect(projectSchema.parse({ ...valid, technologies: ["Figma", "Figma", "", "React"] }).technologies).toEqual([
      "Figma",
      "React",
    ]);
  });
});
