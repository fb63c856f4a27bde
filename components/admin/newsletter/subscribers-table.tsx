import { EmptyTableRow } from "@/components/admin/empty-table-row";
import { UserText } from "@/components/admin/user-text";
import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatDateTime } from "@/lib/dates";
import type { SubscriberView } from "@/lib/newsletter/admin";
import { SUBSCRIBER_STATUS_LABELS, type SubscriberStatus } from "@/lib/newsletter/rules";

const STATUS_BADGES: Record<SubscriberStatus, "success" | "secondary" | "outline" | "destructive"> = {
  confirmed: "success",
  pending: "secondary",
  unsubscribed: "outline",
  bounced: "destructive",
};

/** The date that ended or settled a subscription, by its status. */
function lastChange(subscriber: SubscriberView): string | null {
  if (subscriber.status === "unsubscribed") return subscriber.unsubscribedAt;
  if (subscriber.status === "bounced") return subscriber.bouncedAt;
  return subscriber.confirmedAt;
}

/** The subscribers of a page: address, status, source, when they subscribed and when their status last changed. */
export function SubscribersTable({ subscribers }: { subscribers: SubscriberView[] }) {
  return (
    <Table scrollLabel="Abonnés à la newsletter">
      <TableHeader>
        <TableRow>
          <TableHead>E-mail</TableHead>
          <TableHead>Statut</TableHead>
          <TableHead>Source</TableHead>
          <TableHead>Inscription</TableHead>
          <TableHead>Confirmation / départ</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {subscribers.length === 0 ? (
          <EmptyTableRow columns={5}>Aucun abonné trouvé.</EmptyTableRow>
        ) : (
          subscribers.map((subscriber) => {
            const changed = lastChange(subscriber);
            return (
              <TableRow key={subscriber.id}>
                <TableCell className="font-medium">
                  <UserText>{subscriber.email}</UserText>
                </TableCell>
                <TableCell>
                  <Badge variant={STATUS_BADGES[subscriber.status]}>
                    {SUBSCRIBER_STATUS_LABELS[subscriber.status]}
                  </Badge>
                </TableCell>
                <TableCell className="max-w-64 text-muted-foreground">
                  <UserText>{subscriber.source}</UserText>
                </TableCell>
                <TableCell className="whitespace-nowrap">{formatDateTime(subscriber.createdAt)}</TableCell>
                <TableCell className="whitespace-nowrap">{changed ? formatDateTime(changed) : "—"}</TableCell>
              </TableRow>
            );
          })
        )}
      </TableBody>
    </Table>
  );
}
