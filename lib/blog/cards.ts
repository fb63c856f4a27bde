import type { PublicPostSummary } from "@/lib/blog";
import { categoryColorOf, categoryNameOf, postDisplayDate, readTimeMinutes } from "@/lib/blog/rules";
import { SAMPLE_BLOG_POSTS } from "@/lib/blog/samples";

/** What a blog card, the search and the category filter need of a post (from the database or a sample). */
export interface PostCard {
  slug: string;
  title: string;
  excerpt: string;
  coverImage: string | null;
  author: string;
  categoryName: string;
  /** Which of the five category colours (categoryColorOf). */
  categoryColor: number;
  tags: string[];
  date: Date | null;
  viewCount: number;
  readTime: number;
}

type CardSource = Pick<
  PostCard,
  "slug" | "title" | "excerpt" | "coverImage" | "author" | "tags" | "viewCount" | "readTime"
> &
  Parameters<typeof categoryNameOf>[0] &
  Parameters<typeof postDisplayDate>[0];

function cardOf(post: CardSource): PostCard {
  return {
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    coverImage: post.coverImage,
    author: post.author,
    categoryName: categoryNameOf(post),
    categoryColor: categoryColorOf(post),
    tags: post.tags,
    date: postDisplayDate(post),
    viewCount: post.viewCount,
    readTime: post.readTime,
  };
}

export function postCardOf(post: PublicPostSummary): PostCard {
  return cardOf(post);
}

/** The six built-in sample posts, newest first, shown when the blog cannot be loaded. */
export function samplePostCards(): PostCard[] {
  return SAMPLE_BLOG_POSTS.map((post) => cardOf({ ...post, readTime: readTimeMinutes(post.content) })).sort(
    (a, b) => (b.date?.getTime() ?? 0) - (a.date?.getTime() ?? 0),
  );
}
