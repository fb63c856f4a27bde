import { SearchIcon } from "lucide-react";
import Form from "next/form";
import { NEWSLETTER_PATH } from "@/components/admin/newsletter/newsletter-href";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
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
      <div className="relative w-full max-w-sm">
        <SearchIcon
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
        <Input
          type="search"
          name="search"
          defaultValue={query.search}
          maxLength={254}
          placeholder="Rechercher une adresse e-mail..."
          aria-label="Rechercher un abonné"
          className="pl-9"
        />
      </div>
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
