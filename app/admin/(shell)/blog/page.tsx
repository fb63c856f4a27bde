import type { Metadata } from "next";
import { PostsPage } from "@/components/admin/blog/posts-page";

export const metadata: Metadata = { title: "Articles de blog" };

/** The spec's second address of the article list. */
export default async function BlogRoute({ searchParams }: PageProps<"/admin/blog">) {
  return <PostsPage searchParams={await searchParams} />;
}
