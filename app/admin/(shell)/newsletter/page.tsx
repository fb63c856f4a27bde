import { MailIcon } from "lucide-react";
import type { Metadata } from "next";
import { ImportSubscribersDialog } from "@/components/admin/newsletter/import-subscribers-dialog";
import { newsletterExportHref, newsletterHref } from "@/components/admin/newsletter/newsletter-href";
import { SubscribersFilters } from "@/components/admin/newsletter/subscribers-filters";
import { SubscribersTable } from "@/components/admin/newsletter/subscribers-table";
import { ExportCsvLink } from "@/components/admin/export-csv-link";
import { LinkButton } from "@/components/admin/link-button";
import { PageHeader } from "@/components/admin/page-header";
import { Pager } from "@/components/admin/pager";
import { RefusedFilterAlert } from "@/components/admin/refused-filter-alert";
import { adminPage } from "@/lib/auth/page";
import { listSubscribers } from "@/lib/newsletter/admin";
import { CAMPAIGN_PATHS, SUBSCRIBER_STATUS_LABELS, SUBSCRIBER_STATUSES } from "@/lib/newsletter/rules";
import { subscribersQuerySchema } from "@/lib/newsletter/schemas";
import { readPageQuery } from "@/lib/search-params";
import { importSubscribersAction } from "./actions";

export const metadata: Metadata = { title: "Newsletter" };

/** /admin/newsletter: the subscribers, searched, filtered and paged by the server from the address (?search=&status=&page=). */
export default adminPage("/admin/newsletter", {
  permission: "newsletter:read",
  title: "Newsletter",
  load: async ({ searchParams }) => {
    const { query, error } = readPageQuery(searchParams, subscribersQuerySchema);
    return { query, refusedFilter: error, list: await listSubscribers(query) };
  },
  loadError: "Impossible de charger les abonnés. Veuillez réessayer plus tard.",
  render: ({ query, refusedFilter, list }, { title, can }) => (
    <>
      <PageHeader
        title={title}
        description="Les abonnés à la newsletter : double confirmation par e-mail, désinscription en un clic."
        actions={
          <>
            <LinkButton href={CAMPAIGN_PATHS.list} icon={MailIcon}>
              Campagnes
            </LinkButton>
            <ExportCsvLink href={newsletterExportHref(query)} />
            {can("newsletter:write") && <ImportSubscribersDialog importSubscribers={importSubscribersAction} />}
          </>
        }
      />
      <ul className="mb-4 flex flex-wrap gap-x-6 gap-y-1 text-sm text-muted-foreground" aria-label="Abonnés par statut">
        {SUBSCRIBER_STATUSES.map((status) => (
          <li key={status}>
            {SUBSCRIBER_STATUS_LABELS[status]} : <strong className="text-foreground">{list.counts[status]}</strong>
          </li>
        ))}
      </ul>
      <SubscribersFilters query={query} />
      <RefusedFilterAlert error={refusedFilter} />
      <p className="mb-3 text-sm text-muted-foreground" aria-live="polite" data-testid="subscribers-count">
        {list.pagination.total} abonné(s) trouvé(s)
      </p>
      <SubscribersTable subscribers={list.subscribers} />
      <Pager pagination={list.pagination} href={(page) => newsletterHref({ ...query, page })} />
    </>
  ),
});
