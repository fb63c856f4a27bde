import type { Metadata } from "next";
import { PostsPage } from "@/components/admin/blog/posts-page";

export const metadata: Metadata = { title: "Articles de blog" };

export default async function BlogsRoute({ searchParams }: PageProps<"/admin/blogs">) {
  return <PostsPage searchParams={await searchParams} />;
}
