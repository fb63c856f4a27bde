import type { BlogPostInput } from "@/lib/blog/schemas";

let counter = 0;

/** A valid, published article of `categoryId` with a slug no other call gives, with `fields` over it. */
export function articleInput(categoryId: number, fields: Partial<BlogPostInput> = {}): BlogPostInput {
  counter += 1;
  return {
    title: `Article ${counter}`,
    slug: `article-${counter}`,
    category_id: categoryId,
    excerpt: "Un résumé.",
    content: "<p>Un contenu.</p>",
    author: "Aya Kouassi",
    published: true,
    ...fields,
  };
}
