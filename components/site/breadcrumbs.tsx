import { ChevronRight } from "lucide";
import { Icon } from "@/components/ui/icon";
import { SiteLink } from "./site-link";
import { JsonLd } from "@/components/site/json-ld";
import { getTranslations } from "@/lib/i18n/server";
import { breadcrumbJsonLd } from "@/lib/seo";
import { cn } from "@/lib/utils";

/** Visible breadcrumbs, with their BreadcrumbList structured data. The last item is the current page. */
export async function Breadcrumbs({
  items,
  tone = "light",
}: {
  items: { name: string; path: string }[];
  tone?: "light" | "dark";
}) {
  const t = await getTranslations("Breadcrumbs");
  return (
    <nav aria-label={t("label")}>
      <JsonLd data={breadcrumbJsonLd(items)} />
      <ol
        className={cn(
          "flex flex-wrap items-center gap-1 text-sm",
          tone === "dark" ? "text-white/75" : "text-muted-foreground",
        )}
      >
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={item.path} className="flex items-center gap-1">
              {last ? (
                <span aria-current="page" className="line-clamp-1">
                  {item.name}
                </span>
              ) : (
                <>
                  <SiteLink href={item.path} className="hover:underline">
                    {item.name}
                  </SiteLink>
                  <Icon node={ChevronRight} aria-hidden className="size-4" />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
