export interface BlogCategoryContent {
  name: string;
  slug: string;
  description: string;
}

/** A blog article's editorial content (spec 'Blog post'), without database fields. */
export interface BlogPostContent {
  title: string;
  slug: string;
  excerpt: string;
  /** HTML limited to p, h2, h3, ul, ol, li, strong, em, a, blockquote, img. */
  content: string;
  coverImage: string | null;
  author: string;
  /** Name of one of the categories. */
  categoryName: string;
  tags: string[];
  /** ISO 8601. */
  publishedAt: string;
  viewCount: number;
}
