import type { Metadata } from "next";
import { AccessDenied } from "@/components/admin/access-denied";
import { MessagesFilters } from "@/components/admin/messages/messages-filters";
import { messagesHref } from "@/components/admin/messages/messages-href";
import { MessagesTable } from "@/components/admin/messages/messages-table";
import { PageHeader } from "@/components/admin/page-header";
import { Pager } from "@/components/admin/pager";
import { RefreshButton } from "@/components/admin/refresh-button";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { can, requireUser } from "@/lib/auth";
import { listInbox } from "@/lib/messages/inbox";
import { inboxQuerySchema } from "@/lib/messages/schemas";
import { firstValues } from "@/lib/search-params";

export const metadata: Metadata = { title: "Messages" };

/** /admin/messages: the inbox, searched, filtered and paged by the server from the address (?search=&status=&type=&page=). */
export default async function MessagesRoute({ searchParams }: PageProps<"/admin/messages">) {
  const user = await requireUser();
  if (!can(user.role, "messages:read")) return <AccessDenied />;
  const parsed = inboxQuerySchema.safeParse(firstValues(await searchParams));
  const query = parsed.success ? parsed.data : inboxQuerySchema.parse({});
  const inbox = await listInbox(query).catch((error: unknown) => {
    console.error("Inbox failed:", error instanceof Error ? error.message : error);
    return null;
  });

  return (
    <>
      <PageHeader
        title="Messages"
        description="Messages de contact, demandes de projet et de devis envoyés par les visiteurs."
        actions={<RefreshButton />}
      />
      <MessagesFilters view={query} />
      {!parsed.success && (
        <Alert variant="destructive" className="mb-4">
          <AlertDescription>
            {parsed.error.issues[0]?.message ?? "Filtres invalides"} : les filtres par défaut sont appliqués.
          </AlertDescription>
        </Alert>
      )}
      {!inbox ? (
        <Alert variant="destructive">
          <AlertDescription>Erreur lors de la récupération des messages</AlertDescription>
        </Alert>
      ) : (
        <>
          <p className="mb-3 text-sm text-muted-foreground" aria-live="polite" data-testid="messages-count">
            {inbox.pagination.total} message(s) trouvé(s)
          </p>
          <MessagesTable
            messages={inbox.messages}
            canWrite={can(user.role, "messages:write")}
            now={new Date().toISOString()}
          />
          <Pager pagination={inbox.pagination} href={(page) => messagesHref({ ...query, page })} />
        </>
      )}
    </>
  );
}
