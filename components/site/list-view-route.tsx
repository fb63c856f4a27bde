import { permanentRedirect } from "next/navigation";
import type { ComponentType } from "react";
import { PageNotFoundResponse } from "@/components/site/status-view";
import { type Locale, servedLocale } from "@/lib/i18n/locales";
import { localizedPath } from "@/lib/i18n/paths";
import { getLocale, getTranslations } from "@/lib/i18n/server";
import { canonicalViewPath, type ListBase, type ListView, parseListView } from "@/lib/list-views";

type ViewProps = { params: Promise<{ view: string[] }> };

/**
 * The route of a list's views other than its first page (/blog/page/2, /projects/categorie/{slug},
 * /blog/recherche/{words}, and their combinations): the exports of its `[...view]/page.tsx`. A view is rendered on
 * its first visit (or by the build, for a few), then served from the cache; a path that names no view is not found,
 * and one written another way than the view's own address is redirected there, in the page's language.
 */
export function listViewRoute(
  base: ListBase,
  list: {
    Page: ComponentType<{ view: ListView }>;
    metadata: (view: ListView) => Promise<object>;
    /** The views the build renders ahead in a language. */
    staticParams: (locale: Locale) => { view: string[] }[] | Promise<{ view: string[] }[]>;
  },
) {
  return {
    generateStaticParams: ({ params }: { params: { locale: string } }) =>
      list.staticParams(servedLocale(params.locale)),
    async generateMetadata({ params }: ViewProps) {
      const view = parseListView((await params).view);
      return view ? list.metadata(view) : { title: (await getTranslations("Metadata"))("notFound") };
    },
    async Page({ params }: ViewProps) {
      const segments = (await params).view;
      const view = parseListView(segments);
      if (!view) {
        return <PageNotFoundResponse />;
      }
      const canonical = canonicalViewPath(base, segments, view);
      if (canonical) permanentRedirect(localizedPath(canonical, await getLocale()));
      return <list.Page view={view} />;
    },
  };
}
