"use client";

import { Search } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { Input } from "@/components/ui/input";
import { ALL_POSTS, filterPosts } from "@/lib/blog/search";
import { ALL_PROJECTS, filterProjects } from "@/lib/projects/search";
import { clsx } from "clsx";

interface ProjectItem {
  title: string;
  client: string;
  category: string;
  description: string;
}

interface PostItem {
  title: string;
  excerpt: string;
  tags: string[];
  categoryName: string;
}

type ExplorerKind = { kind: "projects"; items: ProjectItem[] } | { kind: "posts"; items: PostItem[] };

const SETTINGS = {
  projects: {
    all: ALL_PROJECTS,
    searchLabel: "Rechercher un projet",
    searchPlaceholder: "Titre, client, description…",
    filterLabel: "Filtrer par catégorie",
    noMatch: "Aucun projet ne correspond à vos critères de recherche.",
    count: (n: number) => `${n} projet${n > 1 ? "s" : ""}`,
  },
  posts: {
    all: ALL_POSTS,
    searchLabel: "Rechercher un article",
    searchPlaceholder: "Titre, résumé, tag…",
    filterLabel: "Filtrer par catégorie",
    noMatch: "Aucun article ne correspond à votre recherche.",
    count: (n: number) => `${n} article${n > 1 ? "s" : ""}`,
  },
} as const;

const withIndex = <Item,>(items: Item[]) => items.map((item, index) => ({ ...item, index }));

/** The indexes of the items that the search text and the category keep, by the list's own rules. */
function visibleIndexes(explorer: ExplorerKind, search: string, category: string): number[] {
  const filter = { search, category };
  if (explorer.kind === "projects") return filterProjects(withIndex(explorer.items), filter).map((item) => item.index);
  return filterPosts(withIndex(explorer.items), filter).map((item) => item.index);
}

/**
 * The search box and category buttons of /projects and /blog over cards rendered on the server: every change
 * recomputes the list at once, in the browser. `cards[i]` is the card of `items[i]`.
 */
export function ListExplorer({
  explorer,
  categories,
  cards,
  className,
}: {
  explorer: ExplorerKind;
  categories: string[];
  cards: ReactNode[];
  className?: string;
}) {
  const settings = SETTINGS[explorer.kind];
  const [search, setSearch] = useState("");
  const [category, setCategory] = useState<string>(settings.all);
  const searchId = useId();
  const shown = visibleIndexes(explorer, search, category);

  return (
    <div className={className}>
      <div className="flex flex-col gap-5 lg:flex-row lg:items-end lg:justify-between">
        <div className="w-full lg:max-w-sm">
          <label htmlFor={searchId} className="mb-2 block text-sm font-medium">
            {settings.searchLabel}
          </label>
          <div className="relative">
            <Search
              aria-hidden
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              id={searchId}
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder={settings.searchPlaceholder}
              className="h-11 pl-9"
            />
          </div>
        </div>
        <div role="group" aria-label={settings.filterLabel} className="flex flex-wrap gap-2">
          {[settings.all, ...categories].map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={category === value}
              onClick={() => setCategory(value)}
              className={clsx(
                "rounded-full border px-4 py-2 text-sm font-medium transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none",
                category === value
                  ? "border-primary bg-primary text-primary-foreground"
                  : "bg-background hover:bg-accent",
              )}
            >
              {value === ALL_PROJECTS ? "Tous" : value}
            </button>
          ))}
        </div>
      </div>
      <p role="status" className="mt-6 text-sm text-muted-foreground">
        {settings.count(shown.length)}
      </p>
      {shown.length > 0 ? (
        <ul className="mt-4 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {shown.map((index) => (
            <li key={index} className="flex *:flex-1">
              {cards[index]}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-10 rounded-xl border border-dashed p-10 text-center text-muted-foreground">
          {settings.noMatch}
        </p>
      )}
    </div>
  );
}
