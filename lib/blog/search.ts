/** The first category button of the blog, which shows every post. */
export const ALL_POSTS = "Tous";

interface SearchablePost {
  title: string;
  excerpt: string;
  tags: readonly string[];
  categoryName: string;
}

export interface PostFilter {
  search: string;
  /** A category name, or 'Tous'. */
  category: string;
}

/**
 * The posts the blog list shows when the database cannot be read (the six samples; lib/blog/list.ts searches the
 * database): those of the chosen category ('Tous': all) whose title, excerpt or one of
 * whose tags contains the search text, ignoring case. A blank search matches every post.
 */
export function filterPosts<Post extends SearchablePost>(
  posts: readonly Post[],
  { search, category }: PostFilter,
): Post[] {
  const needle = search.trim().toLocaleLowerCase("fr");
  return posts.filter((post) => {
    if (category !== ALL_POSTS && post.categoryName !== category) return false;
    if (!needle) return true;
    return [post.title, post.excerpt, ...post.tags].some((text) => text.toLocaleLowerCase("fr").includes(needle));
  });
}

/** The category buttons after 'Tous': every category of the posts, once, in alphabetical order. */
export function postCategories(posts: readonly Pick<SearchablePost, "categoryName">[]): string[] {
  return [...new Set(posts.map((post) => post.categoryName))].sort((a, b) => a.localeCompare(b, "fr"));
}
