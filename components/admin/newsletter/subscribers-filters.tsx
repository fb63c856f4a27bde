import Form from "next/form";
import { NEWSLETTER_PATH } from "@/components/admin/newsletter/newsletter-href";
import { SearchBox } from "@/components/admin/search-box";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/native-select";
import { SUBSCRIBER_STATUS_LABELS, SUBSCRIBER_STATUSES } from "@/lib/newsletter/rules";
import type { SubscribersQuery } from "@/lib/newsletter/schemas";

/**
 * The list's search and status filter: a GET form (next/form navigates in place once scripts run, the browser does it
 * before), whose address is the view's, first page.
 */
export function SubscribersFilters({ query }: { query: SubscribersQuery }) {
  return (
    <Form action={NEWSLETTER_PATH} role="search" className="mb-4 flex flex-wrap items-center gap-3">
      <SearchBox
        name="search"
        defaultValue={query.search}
        maxLength={254}
        placeholder="Rechercher une adresse e-mail..."
        label="Rechercher un abonné"
        className="w-full max-w-sm"
      />
      <NativeSelect name="status" defaultValue={query.status} aria-label="Filtrer par statut" className="w-auto">
        <option value="all">Tous les statuts</option>
        {SUBSCRIBER_STATUSES.map((status) => (
          <option key={status} value={status}>
            {SUBSCRIBER_STATUS_LABELS[status]}
          </option>
        ))}
      </NativeSelect>
      <Button type="submit" variant="outline">
        Filtrer
      </Button>
    </Form>
  );
}
