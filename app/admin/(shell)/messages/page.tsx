import { KanbanIcon } from "lucide-react";
import type { Metadata } from "next";
import { ActiveStatusFilter } from "@/components/admin/messages/active-status-filter";
import { MessagesFilters } from "@/components/admin/messages/messages-filters";
import { messagesExportHref, messagesHref } from "@/components/admin/messages/messages-href";
import { MessagesTable } from "@/components/admin/messages/messages-table";
import { LinkButton } from "@/components/admin/link-button";
import { ExportCsvLink } from "@/components/admin/export-csv-link";
import { PageHeader } from "@/components/admin/page-header";
import { Pager } from "@/components/admin/pager";
import { RefusedFilterAlert } from "@/components/admin/refused-filter-alert";
import { RefreshButton } from "@/components/admin/refresh-button";
import { adminPage } from "@/lib/auth/page";
import { listInbox } from "@/lib/messages/inbox";
import { inboxViewSchema } from "@/lib/messages/schemas";
import { readPageQuery } from "@/lib/search-params";
import { deleteMessageAction, setMessageStatusAction } from "./actions";

export const metadata: Metadata = { title: "Messages" };

/** /admin/messages: the inbox, searched, filtered and paged by the server from the address (?search=&status=&type=&stage=&page=). */
export default adminPage("/admin/messages", {
  permission: "messages:read",
  title: "Messages",
  load: async ({ searchParams, user }) => {
    const { query, error } = readPageQuery(searchParams, inboxViewSchema);
    return { query, refusedFilter: error, inbox: await listInbox(query, user.id) };
  },
  loadError: "Erreur lors de la récupération des messages",
  render: ({ query, refusedFilter, inbox }, { title, can }) => (
    <>
      <PageHeader
        title={title}
        description="Messages de contact, demandes de projet et de devis envoyés par les visiteurs."
        actions={
          <>
            <LinkButton href="/admin/messages/pipeline" icon={KanbanIcon}>
              Pipeline
            </LinkButton>
            <ExportCsvLink href={messagesExportHref(query)} />
            <RefreshButton />
          </>
        }
      />
      <MessagesFilters view={query} />
      <RefusedFilterAlert error={refusedFilter} />
      <ActiveStatusFilter view={query} />
      <p className="mb-3 text-sm text-muted-foreground" aria-live="polite" data-testid="messages-count">
        {inbox.pagination.total} message(s) trouvé(s)
      </p>
      <MessagesTable
        messages={inbox.messages}
        canWrite={can("messages:write")}
        now={new Date().toISOString()}
        actions={{ setStatus: setMessageStatusAction, remove: deleteMessageAction }}
      />
      <Pager pagination={inbox.pagination} href={(page) => messagesHref({ ...query, page })} />
    </>
  ),
});
