import { Pagination, PaginationContent, PaginationEllipsis, PaginationItem, PaginationLink, PaginationNext, PaginationPrevious } from "@/components/ui/pagination";
import { pagerLinks } from "@/lib/pagination";

/** The pager of a server-paged list: Précédent, the first, last and neighbouring pages, Suivant. Hidden for one page. */
export function ListPager({ page, totalPages, hrefFor }: { page: number; totalPages: number; hrefFor: (page: number) => string }) {
  if (totalPages <= 1) return null;
  return (
    <Pagination className="mx-0 w-auto">
      <PaginationContent>
        <PaginationItem>
          <PaginationPrevious href={page > 1 ? hrefFor(page - 1) : undefined} aria-disabled={page <= 1} className={page <= 1 ? "pointer-events-none opacity-50" : undefined} />
        </PaginationItem>
        {pagerLinks(page, totalPages).map((link, index) => (
          <PaginationItem key={link === "ellipsis" ? `ellipsis-${index}` : link}>
            {link === "ellipsis" ? (
              <PaginationEllipsis />
            ) : (
              <PaginationLink href={hrefFor(link)} isActive={link === page} aria-label={`Page ${link}`}>
                {link}
              </PaginationLink>
            )}
          </PaginationItem>
        ))}
        <PaginationItem>
          <PaginationNext href={page < totalPages ? hrefFor(page + 1) : undefined} aria-disabled={page >= totalPages} className={page >= totalPages ? "pointer-events-none opacity-50" : undefined} />
        </PaginationItem>
      </PaginationContent>
    </Pagination>
  );
}
