import { PostsScreen } from "@/components/admin/blog/posts-screen";
import type { LoadingAdminPage } from "@/lib/auth/page";
import { listAdminPosts } from "@/lib/blog/admin";
import { type AdminPostsQuery, adminPostsQuerySchema } from "@/lib/blog/schemas";
import { readPageQuery } from "@/lib/search-params";
import { deletePostAction, setPostPublishedAction } from "./actions";

type PostsList = { query: AdminPostsQuery } & Awaited<ReturnType<typeof listAdminPosts>>;

/** The article list, searched, filtered and paged by the database: /admin/blogs and the spec's second address /admin/blog. */
export const postsListPage: LoadingAdminPage<"/admin/blogs" | "/admin/blog", PostsList> = {
  permission: "blog:read",
  title: "Gestion des articles de blog",
  load: async ({ searchParams }) => {
    const { query } = readPageQuery(searchParams, adminPostsQuerySchema);
    return { query, ...(await listAdminPosts(query)) };
  },
  loadError: "Impossible de charger les articles de blog. Veuillez réessayer plus tard.",
  render: ({ query, posts, pagination }, { title, can }) => (
    <PostsScreen
      title={title}
      posts={posts}
      pagination={pagination}
      query={query}
      canWrite={can("blog:write")}
      setPublished={setPostPublishedAction}
      remove={deletePostAction}
    />
  ),
};
