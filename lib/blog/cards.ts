import type { PublicPostSummary } from "@/lib/blog";
import { categoryColorOf, categoryNameOf, postDisplayDate, readTimeMinutes } from "@/lib/blog/rules";
import { SAMPLE_BLOG_POSTS } from "@/lib/blog/samples";
import { type MediaViews, NO_MEDIA, publicImage, type PublicImage } from "@/lib/media/public-image";

/** What a blog card, the search and the category filter need of a post (from the database or a sample). */
export interface PostCard {
  slug: string;
  title: string;
  excerpt: string;
  /** The cover's 16:9 frame, with the library's description. */
  cover: PublicImage | null;
  author: string;
  categoryName: string;
  /** Which of the five category colours (categoryColorOf). */
  categoryColor: number;
  tags: string[];
  date: Date | null;
  viewCount: number;
  readTime: number;
}

type CardSource = Pick<PostCard, "slug" | "title" | "excerpt" | "author" | "tags" | "viewCount" | "readTime"> & {
  coverImage: string | null;
} & Parameters<typeof categoryNameOf>[0] &
  Parameters<typeof postDisplayDate>[0];

function cardOf(post: CardSource, media: MediaViews): PostCard {
  return {
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    cover: publicImage(media, post.coverImage, "card"),
    author: post.author,
    categoryName: categoryNameOf(post),
    categoryColor: categoryColorOf(post),
    tags: post.tags,
    date: postDisplayDate(post),
    viewCount: post.viewCount,
    readTime: post.readTime,
  };
}

/** A post's card, its cover framed by the library (`media`: getPublicMedia of the covers). */
export function postCardOf(post: PublicPostSummary, media: MediaViews = NO_MEDIA): PostCard {
  return cardOf(post, media);
}

/** The six built-in sample posts, newest first, shown when the blog cannot be loaded. */
export function samplePostCards(): PostCard[] {
  return SAMPLE_BLOG_POSTS.map((post) => cardOf({ ...post, readTime: readTimeMinutes(post.content) }, NO_MEDIA)).sort(
    (a, b) => (b.date?.getTime() ?? 0) - (a.date?.getTime() ?? 0),
  );
}
