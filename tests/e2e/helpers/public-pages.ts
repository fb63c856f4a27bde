import { SAMPLE_BLOG_POSTS } from "@/lib/blog/samples";

/** The newest sample post (the first of the blog's list). */
export const NEWEST_POST = [...SAMPLE_BLOG_POSTS].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))[0]!;

/** One page of each kind of the public site, as the seeded sample content has them. */
export const PUBLIC_PAGES = [
  "/",
  "/about",
  "/services",
  "/services-detail",
  "/services/uxui",
  "/services/audiovisual",
  "/services/development",
  "/services/digital",
  "/contact",
  "/start-project",
  "/devis",
  "/confidentialite",
  "/projects",
  "/projects/1",
  "/blog",
  `/blog/${NEWEST_POST.slug}`,
];
