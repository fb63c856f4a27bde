import { FIRST_VIEW } from "@/lib/list-views";
import { BlogListPage, blogListMetadata } from "./blog-list";

export function generateMetadata() {
  return blogListMetadata(FIRST_VIEW);
}

export default function BlogPage() {
  return <BlogListPage view={FIRST_VIEW} />;
}
