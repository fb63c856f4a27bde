import {
  Pagination,
  PaginationContent,
  PaginationEllipsis,
  PaginationItem,
  PaginationLink,
  PaginationNext,
  PaginationPrevious,
} from "@/components/ui/pagination";
import { type Pagination as PageInfo, pagerItems } from "@/lib/pagination";
import { cn } from "@/lib/utils";

/**
 * Links to the pages of a server-paged list: previous, the first page, the current one and its neighbours, the last,
 * with ellipses for the pages in between, and next. `href` builds each page's address. Nothing when there is one page,
 * unless `keepEnds`: then Précédent and Suivant stay, disabled (the project list's footer in the spec).
 */
export function Pager({
  pagination,
  href,
  keepEnds = false,
  className,
}: {
  pagination: PageInfo;
  href: (page: number) => string;
  keepEnds?: boolean;
  className?: string;
}) {
  const { page, totalPages } = pagination;
  if (totalPages <= 1 && !keepEnds) return null;
  const atStart = page <= 1;
  const atEnd = page >= totalPages;
  const pages = totalPages > 1 ? pagerItems(page, totalPages) : [];
  return (
    <Pagination className={cn("mt-4", className)}>
      <PaginationContent className="flex-wrap">
        <PaginationItem>
          <PaginationPrevious
            href={atStart ? undefined : href(Math.min(page - 1, totalPages))}
            aria-disabled={atStart}
            className={cn(atStart && "pointer-events-none opacity-50")}
          />
        </PaginationItem>
        {pages.map((item) => (
          <PaginationItem key={item}>
            {typeof item === "number" ? (
              <PaginationLink href={href(item)} isActive={item === page} aria-label={`Page ${item}`}>
                {item}
              </PaginationLink>
            ) : (
              <PaginationEllipsis />
            )}
          </PaginationItem>
        ))}
        <PaginationItem>
          <PaginationNext
            href={atEnd ? undefined : href(page + 1)}
            aria-disabled={atEnd}
            className={cn(atEnd && "pointer-events-none opacity-50")}
          />
        </PaginationItem>
      </PaginationContent>
    </Pagination>
  );
}
