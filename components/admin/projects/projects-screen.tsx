"use client";

import { PlusIcon, SearchIcon, StarIcon, StarOffIcon } from "lucide-react";
import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { useEffect, useOptimistic, useRef, useState, useTransition } from "react";
import { toast } from "sonner";
import { LinkButton } from "@/components/admin/link-button";
import { PageHeader } from "@/components/admin/page-header";
import { Pager } from "@/components/admin/pager";
import { DeleteProjectDialog } from "@/components/admin/projects/delete-project-dialog";
import { FeaturedBadge, ProjectStatusBadge } from "@/components/admin/projects/project-badges";
import { LanguageBadges } from "@/components/admin/translations/languages";
import { ScheduledBadge } from "@/components/admin/scheduling/scheduled-badge";
import { PROJECTS_PATH, projectEditPath, projectPreviewPath } from "@/components/admin/projects/paths";
import { RowActionsMenu } from "@/components/admin/row-actions-menu";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { EmptyTableRow } from "@/components/admin/empty-table-row";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { ServerAction } from "@/lib/auth/action-result";
import type { Pagination as PageInfo } from "@/lib/pagination";
import type { ProjectListItem } from "@/lib/projects/admin";
import { ADMIN_PROJECTS_PAGE_SIZE, type AdminProjectsQuery } from "@/lib/projects/schemas";
import { PROJECT_CATEGORIES } from "@/lib/projects/types";
import { hrefWithQuery } from "@/lib/search-params";
import { cn } from "@/lib/utils";
import { UserText } from "@/components/admin/user-text";

const SEARCH_DELAY_MS = 300;

type Filter = "category" | "featured" | "status";

const FILTERS: { name: Filter; label: string; options: { value: string; label: string }[] }[] = [
  {
    name: "category",
    label: "Filtrer par catégorie",
    options: [
      // The spec's 'Tous', then every category a project can have: the spec's filter lists four of its six, which
      // would leave Web and Mobile projects unfilterable (README, deliberate differences).
      { value: "all", label: "Tous" },
      ...PROJECT_CATEGORIES.map((category) => ({ value: category, label: category })),
    ],
  },
  {
    name: "featured",
    label: "Filtrer par mise en avant",
    options: [
      { value: "all", label: "Tous les projets" },
      { value: "true", label: "Mis en avant" },
      { value: "false", label: "Non mis en avant" },
    ],
  },
  {
    name: "status",
    label: "Filtrer par statut",
    options: [
      { value: "all", label: "Tous les statuts" },
      { value: "published", label: "Publiés" },
      { value: "draft", label: "Brouillons" },
      { value: "scheduled", label: "Programmés" },
    ],
  },
];

export interface ProjectsScreenProps {
  title: string;
  projects: ProjectListItem[];
  pagination: PageInfo;
  query: AdminProjectsQuery;
  canWrite: boolean;
  setFeatured: ServerAction<{ id: number; featured: boolean }>;
  remove: ServerAction<{ id: number }>;
}

/**
 * The project list ('Gestion des projets'): search, filters and pages are in the address and run in PostgreSQL; the star changes only
 * the featured flag.
 */
export function ProjectsScreen({
  title,
  projects,
  pagination,
  query,
  canWrite,
  setFeatured,
  remove,
}: ProjectsScreenProps) {
  const router = useRouter();
  const pathname = usePathname();
  const [navigating, startNavigation] = useTransition();
  // The view asked for while the server renders it: a second change made meanwhile builds on it, not on the old view.
  const [shownQuery, showQuery] = useOptimistic(query);
  const [search, setSearch] = useState(query.search);
  const [deleting, setDeleting] = useState<ProjectListItem>();
  const [featuredNow, showFeatured] = useOptimistic(
    new Map<number, boolean>(),
    (state, [id, featured]: [number, boolean]) => new Map(state).set(id, featured),
  );
  const [, startToggle] = useTransition();
  const searchTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(searchTimer.current), []);

  /** The list's address for `target`, its default values left out. */
  function listHref(target: AdminProjectsQuery): string {
    return hrefWithQuery(pathname, target, {
      category: "all",
      featured: "all",
      status: "all",
      page: 1,
      limit: ADMIN_PROJECTS_PAGE_SIZE,
    });
  }

  /**
   * Shows the first page of the list with `changes`. The search typed so far goes with a filter chosen meanwhile,
   * so the pending search, which would build on the view before the filter, is dropped.
   */
  function navigate(changes: Partial<Pick<AdminProjectsQuery, Filter | "search">>) {
    clearTimeout(searchTimer.current);
    startNavigation(() => {
      const target = { ...shownQuery, search: search.trim(), ...changes, page: 1 };
      showQuery(target);
      router.replace(listHref(target), { scroll: false });
    });
  }

  function changeSearch(value: string) {
    setSearch(value);
    clearTimeout(searchTimer.current);
    searchTimer.current = setTimeout(() => navigate({ search: value.trim() }), SEARCH_DELAY_MS);
  }

  function toggleFeatured(project: ProjectListItem) {
    const featured = !(featuredNow.get(project.id) ?? project.featured);
    startToggle(async () => {
      showFeatured([project.id, featured]);
      try {
        const result = await setFeatured({ id: project.id, featured });
        if (!result.ok) {
          toast.error("Impossible de mettre à jour le projet. Veuillez réessayer.", { description: result.error });
          return;
        }
        toast.success(featured ? "Projet mis en avant" : "Projet retiré des favoris", {
          description: featured
            ? `« ${project.title} » est désormais mis en avant.`
            : `« ${project.title} » n'est plus mis en avant.`,
        });
        router.refresh();
      } catch {
        toast.error("Impossible de mettre à jour le projet. Veuillez réessayer.");
      }
    });
  }

  const columns = 7;
  const first = (pagination.page - 1) * pagination.limit + 1;
  const lastShown = first + projects.length - 1;

  return (
    <>
      <PageHeader
        title={title}
        description="Le portfolio affiché sur le site : seuls les projets publiés sont visibles des visiteurs."
        actions={
          canWrite && (
            <LinkButton href={`${PROJECTS_PATH}/new`} icon={PlusIcon} variant="default">
              Nouveau projet
            </LinkButton>
          )
        }
      />
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <div className="relative w-full sm:max-w-xs">
          <SearchIcon
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <Input
            type="search"
            value={search}
            onChange={(event) => changeSearch(event.target.value)}
            placeholder="Rechercher un projet..."
            aria-label="Rechercher un projet"
            className="pl-9"
          />
        </div>
        {FILTERS.map((filter) => (
          <Select
            key={filter.name}
            value={shownQuery[filter.name]}
            onValueChange={(value) => navigate({ [filter.name]: value })}
          >
            <SelectTrigger className="w-full sm:w-44" aria-label={filter.label}>
              {/* The label in the server's HTML too, before the select is interactive. */}
              <SelectValue>
                {filter.options.find((option) => option.value === shownQuery[filter.name])?.label}
              </SelectValue>
            </SelectTrigger>
            <SelectContent>
              {filter.options.map((option) => (
                <SelectItem key={option.value} value={option.value}>
                  {option.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        ))}
      </div>
      <div
        className={cn("rounded-lg border bg-background transition-opacity", navigating && "opacity-60")}
        aria-busy={navigating}
      >
        <Table scrollLabel="Liste des projets">
          <TableHeader>
            <TableRow>
              <TableHead>Titre</TableHead>
              <TableHead>Catégorie</TableHead>
              <TableHead>Client</TableHead>
              <TableHead>Date</TableHead>
              <TableHead>En vedette</TableHead>
              <TableHead>Statut</TableHead>
              <TableHead className="text-right">Actions</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {projects.length === 0 ? (
              <EmptyTableRow columns={columns}>Aucun projet trouvé</EmptyTableRow>
            ) : (
              projects.map((project) => {
                const featured = featuredNow.get(project.id) ?? project.featured;
                return (
                  <TableRow key={project.id}>
                    <TableCell className="min-w-56 font-medium whitespace-normal">
                      <Link href={projectPreviewPath(project.id)} className="line-clamp-2 hover:underline">
                        <UserText>{project.title}</UserText>
                      </Link>
                      <LanguageBadges item={{ ...project, published: project.status === "published" }} />
                    </TableCell>
                    <TableCell>{project.category}</TableCell>
                    <TableCell className="min-w-32 whitespace-normal">
                      <UserText>{project.client}</UserText>
                    </TableCell>
                    <TableCell className="whitespace-nowrap">{project.date}</TableCell>
                    <TableCell>
                      <div className="flex items-center gap-1">
                        <FeaturedBadge featured={featured} />
                        {canWrite && (
                          <Button
                            variant="ghost"
                            size="icon"
                            aria-pressed={featured}
                            aria-label={
                              featured
                                ? `Retirer « ${project.title} » des favoris`
                                : `Mettre en avant « ${project.title} »`
                            }
                            title={featured ? "Retirer des favoris" : "Mettre en avant"}
                            onClick={() => toggleFeatured(project)}
                          >
                            <StarIcon
                              className={cn(featured ? "fill-amber-400 text-amber-500" : "text-muted-foreground")}
                            />
                          </Button>
                        )}
                      </div>
                    </TableCell>
                    <TableCell>
                      {project.status === "draft" && project.scheduledAt ? (
                        <ScheduledBadge scheduledAt={project.scheduledAt} />
                      ) : (
                        <ProjectStatusBadge status={project.status} />
                      )}
                    </TableCell>
                    <TableCell className="text-right">
                      <RowActionsMenu
                        label={`Actions pour « ${project.title} »`}
                        viewHref={projectPreviewPath(project.id)}
                        editHref={projectEditPath(project.id)}
                        canWrite={canWrite}
                        toggle={{
                          label: featured ? "Retirer des favoris" : "Mettre en avant",
                          icon: featured ? <StarOffIcon /> : <StarIcon />,
                          onSelect: () => toggleFeatured(project),
                        }}
                        onDelete={() => setDeleting(project)}
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
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {pagination.total === 0
            ? "Aucun projet"
            : `Affichage de ${first} à ${lastShown} sur ${pagination.total} projet${pagination.total > 1 ? "s" : ""}`}
        </p>
        <Pager
          pagination={pagination}
          href={(page) => listHref({ ...query, page })}
          keepEnds
          className="mx-0 mt-0 w-auto"
        />
      </div>
      {canWrite && (
        <DeleteProjectDialog
          project={deleting}
          remove={remove}
          onClose={() => setDeleting(undefined)}
          onDeleted={() => router.refresh()}
        />
      )}
    </>
  );
}
