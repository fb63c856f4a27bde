"use client";

import { EyeOffIcon, Loader2Icon, PlusIcon, SendIcon } from "lucide-react";
import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { useEffect, useRef, useState, useTransition } from "react";
import { toast } from "sonner";
import { PostStatusBadge } from "@/components/admin/blog/post-status-badge";
import { ScheduledBadge } from "@/components/admin/scheduling/scheduled-badge";
import { LanguageBadges } from "@/components/admin/translations/languages";
import { ConfirmDeleteDialog } from "@/components/admin/confirm-delete-dialog";
import { Pager } from "@/components/admin/pager";
import { PageHeader } from "@/components/admin/page-header";
import { RowActionsMenu } from "@/components/admin/row-actions-menu";
import { SearchBox } from "@/components/admin/search-box";
import { SuccessBanner, useSuccessBanner } from "@/components/admin/success-banner";
import { Button } from "@/components/ui/button";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { EmptyTableRow } from "@/components/admin/empty-table-row";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { ServerAction } from "@/lib/auth/action-result";
import type { AdminPostSummary } from "@/lib/blog/admin";
import type { AdminPostsQuery, PostStatusFilter } from "@/lib/blog/schemas";
import { formatShortDate } from "@/lib/dates";
import type { Pagination } from "@/lib/pagination";
import { hrefWithQuery } from "@/lib/search-params";
import { cn } from "@/lib/utils";
import { UserText } from "@/components/admin/user-text";

const STATUS_LABELS: Record<PostStatusFilter, string> = {
  all: "Tous les articles",
  published: "Publiés",
  draft: "Brouillons",
  scheduled: "Programmés",
};
/** The list is asked again this long after the last keystroke in the search box. */
const SEARCH_DELAY_MS = 300;

/** The address of the list for a search, a filter and a page (defaults left out). */
function listHref(pathname: string, query: { search?: string; status: PostStatusFilter; page: number }) {
  return hrefWithQuery(pathname, query, { status: "all", page: 1 });
}

export function PostsScreen({
  title,
  posts,
  pagination,
  query,
  canWrite,
  setPublished: publish,
  remove,
}: {
  title: string;
  posts: AdminPostSummary[];
  pagination: Pagination;
  query: AdminPostsQuery;
  canWrite: boolean;
  setPublished: ServerAction<{ id: number; published: boolean }>;
  remove: ServerAction<{ id: number }, { title: string }>;
}) {
  const router = useRouter();
  const pathname = usePathname();
  const [navigating, startNavigation] = useTransition();
  const [search, setSearch] = useState(query.search ?? "");
  const banner = useSuccessBanner();
  const [busyIds, setBusyIds] = useState<ReadonlySet<number>>(new Set());
  const [toDelete, setToDelete] = useState<AdminPostSummary | null>(null);
  const lastSearch = useRef(query.search ?? "");

  // The search is run by the database: the address changes a moment after the last keystroke.
  useEffect(() => {
    const typed = search.trim();
    if (typed === lastSearch.current) return;
    const timer = window.setTimeout(() => {
      lastSearch.current = typed;
      startNavigation(() =>
        router.replace(listHref(pathname, { search: typed, status: query.status, page: 1 }), { scroll: false }),
      );
    }, SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [search, pathname, query.status, router]);

  function refresh() {
    startNavigation(() => router.refresh());
  }

  async function setPublished(post: AdminPostSummary, published: boolean) {
    setBusyIds((ids) => new Set(ids).add(post.id));
    const result = await publish({ id: post.id, published });
    setBusyIds((ids) => {
      const next = new Set(ids);
      next.delete(post.id);
      return next;
    });
    if (!result.ok) {
      toast.error("Impossible de mettre à jour l'article.", { description: result.error });
      return;
    }
    banner.show(
      published
        ? `L'article « ${post.title} » est publié.`
        : `L'article « ${post.title} » a été retiré de la publication.`,
    );
    refresh();
  }

  async function confirmDelete() {
    if (!toDelete) return;
    const result = await remove({ id: toDelete.id });
    if (!result.ok) {
      toast.error("Impossible de supprimer l'article.", { description: result.error });
      return;
    }
    setToDelete(null);
    banner.show(`L'article « ${result.data.title} » a été supprimé.`);
    // The last row of a page gone: show the page before.
    const page = posts.length === 1 && pagination.page > 1 ? pagination.page - 1 : pagination.page;
    if (page !== pagination.page)
      startNavigation(() => router.replace(listHref(pathname, { search: query.search, status: query.status, page })));
    else refresh();
  }

  const columns = 6;
  return (
    <>
      <PageHeader
        title={title}
        description="Rédigez, publiez et retirez les articles du blog."
        actions={
          canWrite && (
            <Button asChild>
              <Link href="/admin/blogs/new">
                <PlusIcon />
                Nouvel article
              </Link>
            </Button>
          )
        }
      />
      <SuccessBanner message={banner.message} />
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <SearchBox
          value={search}
          onChange={setSearch}
          placeholder="Rechercher par titre, contenu, auteur ou tag..."
          label="Rechercher un article"
          maxLength={200}
          className="min-w-64 flex-1 sm:max-w-md"
        />
        <Select
          value={query.status}
          onValueChange={(status) =>
            startNavigation(() =>
              router.replace(
                listHref(pathname, { search: search.trim(), status: status as PostStatusFilter, page: 1 }),
              ),
            )
          }
        >
          <SelectTrigger className="w-48" aria-label="Filtrer par statut de publication">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {Object.entries(STATUS_LABELS).map(([value, label]) => (
              <SelectItem key={value} value={value}>
                {label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        {navigating && <Loader2Icon className="size-4 animate-spin text-muted-foreground" aria-label="Chargement" />}
      </div>

      <div
        className={cn("rounded-lg border bg-background transition-opacity", navigating && "opacity-60")}
        aria-busy={navigating}
      >
        <Table scrollLabel="Liste des articles">
          <TableHeader>
            <TableRow>
              <TableHead>Titre</TableHead>
              <TableHead>Auteur</TableHead>
              <TableHead>Date de création</TableHead>
              <TableHead className="text-right">Vues</TableHead>
              <TableHead>Statut</TableHead>
              <TableHead className="text-right">Actions</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {posts.length === 0 ? (
              <EmptyTableRow columns={columns}>Aucun article trouvé</EmptyTableRow>
            ) : (
              posts.map((post) => {
                const busy = busyIds.has(post.id);
                return (
                  <TableRow key={post.id}>
                    <TableCell className="max-w-md min-w-64 whitespace-normal">
                      <Link href={`/admin/blogs/preview/${post.id}`} className="font-medium hover:underline">
                        <UserText>{post.title}</UserText>
                      </Link>
                      <div className="truncate text-xs text-muted-foreground">{post.categoryName}</div>
                      <LanguageBadges item={post} />
                    </TableCell>
                    <TableCell>{post.author}</TableCell>
                    <TableCell>{formatShortDate(post.createdAt)}</TableCell>
                    <TableCell className="text-right tabular-nums">{post.viewCount.toLocaleString("fr-FR")}</TableCell>
                    <TableCell>
                      {!post.published && post.scheduledAt ? (
                        <ScheduledBadge scheduledAt={post.scheduledAt} />
                      ) : (
                        <PostStatusBadge published={post.published} />
                      )}
                    </TableCell>
                    <TableCell className="text-right whitespace-nowrap">
                      {canWrite && (
                        <Button
                          variant="ghost"
                          size="icon"
                          disabled={busy}
                          onClick={() => setPublished(post, !post.published)}
                          aria-label={
                            post.published ? `Retirer de la publication : ${post.title}` : `Publier : ${post.title}`
                          }
                          title={post.published ? "Retirer de la publication" : "Publier"}
                        >
                          {busy ? (
                            <Loader2Icon className="animate-spin" />
                          ) : post.published ? (
                            <EyeOffIcon />
                          ) : (
                            <SendIcon />
                          )}
                        </Button>
                      )}
                      <RowActionsMenu
                        label={`Actions pour ${post.title}`}
                        viewHref={`/admin/blogs/preview/${post.id}`}
                        editHref={`/admin/blogs/edit/${post.id}`}
                        canWrite={canWrite}
                        toggle={{
                          label: post.published ? "Retirer de la publication" : "Publier",
                          icon: post.published ? <EyeOffIcon /> : <SendIcon />,
                          disabled: busy,
                          onSelect: () => setPublished(post, !post.published),
                        }}
                        onDelete={() => setToDelete(post)}
                      />
                    </TableCell>
                  </TableRow>
                );
              })
            )}
          </TableBody>
        </Table>
      </div>

      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">
          Affichage de {posts.length} sur {pagination.total} article{pagination.total > 1 ? "s" : ""}
        </p>
        <Pager
          className="mx-0 mt-0 w-auto"
          pagination={pagination}
          href={(page) => listHref(pathname, { search: query.search, status: query.status, page })}
        />
      </div>

      <ConfirmDeleteDialog
        open={Boolean(toDelete)}
        title="Confirmer la suppression"
        description={`Êtes-vous sûr de vouloir supprimer l'article « ${toDelete?.title ?? ""} » ? Cette action est irréversible.`}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </>
  );
}
