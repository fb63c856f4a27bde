import { firstValidDate, type DateInput } from "@/lib/dates";
import { slugify } from "@/lib/slug";
import { htmlToText } from "@/lib/text";

export const UNCATEGORIZED = "Non catégorisé";
const CHARACTERS_PER_MINUTE = 1000;

/** Reading time in minutes: one minute per 1000 characters of content, rounded up, at least one. */
export function readTimeMinutes(content: string): number {
  return Math.max(1, Math.ceil(content.length / CHARACTERS_PER_MINUTE));
}

type NamedCategory = { id?: number; name?: string | null } | null | undefined;

export interface CategorySource {
  categoryObj?: NamedCategory;
  category?: NamedCategory | string;
  categoryName?: string | null;
  tags?: readonly string[] | null;
}

/**
 * The category name to show for a post: the category object's name, else categoryName, else category
 * (when a plain string), else the first tag; 'Non catégorisé' when none of them is set.
 */
export function categoryNameOf(post: CategorySource): string {
  const categoryObject = typeof post.category === "object" ? post.category : undefined;
  const candidates = [
    post.categoryObj?.name,
    categoryObject?.name,
    post.categoryName,
    typeof post.category === "string" ? post.category : undefined,
    post.tags?.[0],
  ];
  return (
    candidates.find((name): name is string => typeof name === "string" && name.trim() !== "")?.trim() ?? UNCATEGORIZED
  );
}

/** A post's slug, or when it has none its id followed by the hyphenated title ('12-mon-titre'). */
export function postSlugOf(post: { id: number | string; slug?: string | null; title: string }): string {
  return post.slug?.trim() || `${post.id}-${slugify(post.title)}`;
}

/** The date shown for a post: publishedAt, then createdAt, then date. */
export function postDisplayDate(post: {
  publishedAt?: DateInput;
  createdAt?: DateInput;
  date?: DateInput;
}): Date | null {
  return firstValidDate(post.publishedAt, post.createdAt, post.date);
}

/** An article's read count in words, '#' standing for the number (the catalogue's Article.viewCount). */
export interface ReadCountWords {
  one: string;
  other: string;
}

/**
 * '1 lecture', '0 lectures', '42 lectures': the article's page and its bootstrap script, which shows the count the
 * server answers (self-contained: its source is written into the page).
 */
export function readCountLabel(count: number, words: ReadCountWords): string {
  return (count === 1 ? words.one : words.other).replace("#", String(count));
}

/** What the admin search looks through, lower-cased: title, excerpt, author, tags and the content's text. */
export function postSearchText(post: {
  title: string;
  excerpt: string;
  author: string;
  tags: readonly string[];
  content: string;
}): string {
  return [post.title, post.excerpt, post.author, post.tags.join(" "), htmlToText(post.content)]
    .join("\n")
    .toLowerCase();
}

/** Latest posts on the home page. */
export const HOME_LATEST_POSTS = 4;

/** 'Articles similaires' beside an article. */
export const SIMILAR_POSTS = 3;

/** How many colours the categories cycle through (spec). */
export const CATEGORY_COLOR_COUNT = 5;

/**
 * Which of the five colours a post's category is shown in, the same on every page: categories cycle through them in
 * the order they were created (by id); a category known by its name only (a sample post, a tag) by its name.
 */
export function categoryColorOf(post: CategorySource): number {
  const categoryObject = typeof post.category === "object" ? post.category : undefined;
  const id = post.categoryObj?.id ?? categoryObject?.id;
  if (id !== undefined) return (((id - 1) % CATEGORY_COLOR_COUNT) + CATEGORY_COLOR_COUNT) % CATEGORY_COLOR_COUNT;
  let hash = 0;
  for (const character of categoryNameOf(post).normalize("NFC")) hash = (hash * 31 + character.codePointAt(0)!) >>> 0;
  return hash % CATEGORY_COLOR_COUNT;
}

/** An article's public address. */
export const postPath = (slug: string) => `/blog/${slug}`;
