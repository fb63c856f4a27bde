import { ChevronLeft, ChevronRight } from "lucide";
import { clsx } from "clsx";
import type { ReactNode } from "react";
import { Icon } from "@/components/ui/icon";
import { buttonVariants } from "@/components/ui/button-variants";
import { getTranslations } from "@/lib/i18n/server";
import { LIST_PAGE_SIZE, type ListBase, type ListCategory, type ListView, listViewPath } from "@/lib/list-views";
import { pagerItems } from "@/lib/pagination";
import { ListSearchBox } from "./list-search";
import { SiteLink } from "./site-link";

export interface ListTexts {
  /** The list's heading for screen readers ('Liste des articles'). */
  heading: string;
  searchLabel: string;
  searchPlaceholder: string;
  /** The spec's text when nothing matches. */
  noMatch: string;
  /** Shown instead of the whole section when nothing is published at all. */
  empty: string;
  /** '1 article', '12 articles'. */
  count: (total: number) => string;
}

/** What a list's section says, from the `list` messages of its namespace (Blog.list, Projects.list). */
export async function listTexts(namespace: "Blog" | "Projects"): Promise<ListTexts> {
  const t = await getTranslations(`${namespace}.list`);
  return {
    heading: t("heading"),
    searchLabel: t("searchLabel"),
    searchPlaceholder: t("searchPlaceholder"),
    empty: t("empty"),
    noMatch: t("noMatch"),
    count: (count) => t("count", { count }),
  };
}

async function CategoryLinks({
  base,
  view,
  categories,
}: {
  base: ListBase;
  view: ListView;
  categories: ListCategory[];
}) {
  const t = await getTranslations("Lists");
  const links = [{ name: t("all"), slug: null }, ...categories];
  return (
    <nav aria-label={t("categories")}>
      <ul className="flex flex-wrap gap-2">
        {links.map(({ name, slug }) => {
          const current = view.category === slug;
          return (
            <li key={slug ?? ""}>
              <SiteLink
                href={listViewPath(base, { category: slug, search: view.search })}
                aria-current={current ? "page" : undefined}
                className={clsx(
                  "inline-block rounded-full border px-4 py-2 text-sm font-medium transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none",
                  current ? "border-primary bg-primary text-primary-foreground" : "bg-background hover:bg-accent",
                )}
              >
                {name}
              </SiteLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * Links to every page of the view: previous, the first, the current one and its neighbours, the last, and next,
 * plain links that search engines follow. Nothing when the view has one page.
 */
async function ListPager({ base, view, totalPages }: { base: ListBase; view: ListView; totalPages: number }) {
  if (totalPages <= 1) return null;
  const t = await getTranslations("Lists");
  const href = (page: number) => listViewPath(base, { ...view, page });
  const step = "gap-1 px-2.5";
  return (
    <nav aria-label={t("pagination")} className="mt-12 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          {view.page > 1 ? (
            <SiteLink
              href={href(view.page - 1)}
              rel="prev"
              className={buttonVariants({ variant: "ghost", className: step })}
            >
              <Icon node={ChevronLeft} aria-hidden />
              {t("previous")}
            </SiteLink>
          ) : (
            <span
              aria-hidden
              className={buttonVariants({ variant: "ghost", className: clsx(step, "text-muted-foreground") })}
            >
              <Icon node={ChevronLeft} />
              {t("previous")}
            </span>
          )}
        </li>
        {pagerItems(view.page, totalPages).map((item) => (
          <li key={item}>
            {typeof item === "number" ? (
              <SiteLink
                href={href(item)}
                aria-label={t("page", { page: String(item) })}
                aria-current={item === view.page ? "page" : undefined}
                className={buttonVariants({ variant: item === view.page ? "outline" : "ghost", size: "icon" })}
              >
                {item}
              </SiteLink>
            ) : (
              <span className="flex size-9 items-center justify-center text-muted-foreground">
                <span aria-hidden>…</span>
                <span className="sr-only">{t("morePages")}</span>
              </span>
            )}
          </li>
        ))}
        <li>
          {view.page < totalPages ? (
            <SiteLink
              href={href(view.page + 1)}
              rel="next"
              className={buttonVariants({ variant: "ghost", className: step })}
            >
              {t("next")}
              <Icon node={ChevronRight} aria-hidden />
            </SiteLink>
          ) : (
            <span
              aria-hidden
              className={buttonVariants({ variant: "ghost", className: clsx(step, "text-muted-foreground") })}
            >
              {t("next")}
              <Icon node={ChevronRight} />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}

/**
 * A public list (/blog, /projects) as the server renders each of its views: the search box, the category buttons,
 * the number of items, one page of cards (or the spec's text when nothing matches) and the links to the other pages.
 */
export async function ListSection({
  id,
  base,
  view,
  content: { categories, total, failed },
  texts,
  notice,
  children,
}: {
  id: string;
  base: ListBase;
  view: ListView;
  /** The view's categories and number of items; `failed` when they are the samples (the database could not be read). */
  content: { categories: ListCategory[]; total: number; failed: boolean };
  texts: ListTexts;
  /** Shown above the list: the fallback's message when the list could not be loaded. */
  notice?: ReactNode;
  /** The cards of the page. */
  children: ReactNode[];
}) {
  if (!failed && total === 0 && categories.length === 0) {
    return (
      <p className="mx-auto my-16 max-w-7xl rounded-xl border border-dashed p-10 text-center text-muted-foreground">
        {texts.empty}
      </p>
    );
  }
  const t = await getTranslations("Search");
  const totalPages = Math.max(1, Math.ceil(total / LIST_PAGE_SIZE));
  return (
    <section aria-labelledby={id} className="py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id={id} className="sr-only">
          {texts.heading}
        </h2>
        {notice}
        <div className="flex flex-col gap-5 lg:flex-row lg:items-end lg:justify-between">
          <ListSearchBox
            label={texts.searchLabel}
            placeholder={texts.searchPlaceholder}
            pendingLabel={t("pending")}
            category={view.category}
          />
          <CategoryLinks base={base} view={view} categories={categories} />
        </div>
        <p role="status" className="mt-6 text-sm text-muted-foreground">
          {texts.count(total)}
          {totalPages > 1 && ` · ${t("pageOf", { page: view.page, pages: totalPages })}`}
        </p>
        {children.length > 0 ? (
          <ul className="mt-4 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {children.map((card, index) => (
              <li key={index} className="flex *:flex-1">
                {card}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-10 rounded-xl border border-dashed p-10 text-center text-muted-foreground">
            {texts.noMatch}
          </p>
        )}
        <ListPager base={base} view={view} totalPages={totalPages} />
      </div>
    </section>
  );
}
