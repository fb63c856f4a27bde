import { AccessDenied } from "@/components/admin/access-denied";
import { PostsScreen } from "@/components/admin/blog/posts-screen";
import { LoadError } from "@/components/admin/load-error";
import { PageHeader } from "@/components/admin/page-header";
import { can, requireUser } from "@/lib/auth";
import { listAdminPosts } from "@/lib/blog/admin";
import { adminPostsQuerySchema } from "@/lib/blog/schemas";

const TITLE = "Gestion des articles de blog";

/** The query of the address, each parameter once; a value nobody could have meant falls back to the default list. */
function listQuery(searchParams: Record<string, string | string[] | undefined>) {
  const values = Object.fromEntries(
    Object.entries(searchParams).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]),
  );
  const parsed = adminPostsQuerySchema.safeParse(values);
  return parsed.success ? parsed.data : adminPostsQuerySchema.parse({ search: values.search?.slice(0, 200) });
}

/** /admin/blogs and /admin/blog: the article list, searched, filtered and paged by the database. */
export async function PostsPage({ searchParams }: { searchParams: Record<string, string | string[] | undefined> }) {
  const user = await requireUser();
  if (!can(user.role, "blog:read")) return <AccessDenied />;
  const query = listQuery(searchParams);
  const result = await listAdminPosts(query).catch((error: unknown) => {
    console.error("Article list failed:", error instanceof Error ? error.message : error);
    return null;
  });
  if (!result) {
    return (
      <>
        <PageHeader title={TITLE} />
        <LoadError message="Impossible de charger les articles de blog. Veuillez réessayer plus tard." />
      </>
    );
  }
  return (
    <PostsScreen
      title={TITLE}
      posts={result.posts}
      pagination={result.pagination}
      query={query}
      canWrite={can(user.role, "blog:write")}
    />
  );
}
