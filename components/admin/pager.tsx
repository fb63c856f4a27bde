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
 * with ellipses for the pages in between, and next. `href` builds each page's address. Nothing when there is one page.
 */
export function Pager({
  pagination,
  href,
  className,
}: {
  pagination: PageInfo;
  href: (page: number) => string;
  className?: string;
}) {
  const { page, totalPages } = pagination;
  if (totalPages <= 1) return null;
  const atStart = page <= 1;
  const atEnd = page >= totalPages;
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
        {pagerItems(page, totalPages).map((item) => (
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
