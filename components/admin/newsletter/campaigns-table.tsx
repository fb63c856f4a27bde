import Link from "next/link";
import { EmptyTableRow } from "@/components/admin/empty-table-row";
import { UserText } from "@/components/admin/user-text";
import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatDateTime } from "@/lib/dates";
import type { CampaignProgress, CampaignView } from "@/lib/newsletter/campaigns";
import {
  CAMPAIGN_KIND_LABELS,
  CAMPAIGN_PATHS,
  CAMPAIGN_STATUS_LABELS,
  type CampaignStatus,
} from "@/lib/newsletter/rules";

const STATUS_BADGES: Record<CampaignStatus, "success" | "secondary" | "outline" | "destructive" | "default"> = {
  draft: "outline",
  scheduled: "secondary",
  sending: "default",
  sent: "success",
  cancelled: "destructive",
};

export function CampaignStatusBadge({ status }: { status: CampaignStatus }) {
  return <Badge variant={STATUS_BADGES[status]}>{CAMPAIGN_STATUS_LABELS[status]}</Badge>;
}

/** Where the sending stands: a bar (mails handed over out of the recipients) and the counts in words. */
export function CampaignProgressBar({ progress, label }: { progress: CampaignProgress; label: string }) {
  const done = progress.sent + progress.failed + progress.skipped;
  return (
    <div className="grid min-w-40 gap-1">
      <progress
        className="h-2 w-full overflow-hidden rounded-full accent-primary"
        max={Math.max(1, progress.recipients)}
        value={done}
        aria-label={label}
      />
      <span className="text-xs text-muted-foreground">
        {progress.sent} envoyé(s) sur {progress.recipients}
        {progress.failed > 0 && ` · ${progress.failed} en échec`}
        {progress.skipped > 0 && ` · ${progress.skipped} désinscrit(s) entre-temps`}
      </span>
    </div>
  );
}

/** When the campaign left, or is to leave. */
function whenOf(campaign: CampaignView): string {
  if (campaign.startedAt) return formatDateTime(campaign.startedAt);
  if (campaign.status === "scheduled" && campaign.scheduledAt)
    return `Prévue le ${formatDateTime(campaign.scheduledAt)}`;
  return "—";
}

/** The campaigns: title (a link to the campaign), kind, status, when, progress. */
export function CampaignsTable({ campaigns }: { campaigns: CampaignView[] }) {
  return (
    <Table scrollLabel="Campagnes de la newsletter">
      <TableHeader>
        <TableRow>
          <TableHead>Titre</TableHead>
          <TableHead>Type</TableHead>
          <TableHead>Statut</TableHead>
          <TableHead>Envoi</TableHead>
          <TableHead>Progression</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {campaigns.length === 0 ? (
          <EmptyTableRow columns={5}>Aucune campagne pour l&apos;instant.</EmptyTableRow>
        ) : (
          campaigns.map((campaign) => (
            <TableRow key={campaign.id}>
              <TableCell className="max-w-72 font-medium">
                <Link href={CAMPAIGN_PATHS.edit(campaign.id)} className="underline-offset-4 hover:underline">
                  <UserText>{campaign.title}</UserText>
                </Link>
              </TableCell>
              <TableCell className="whitespace-nowrap">{CAMPAIGN_KIND_LABELS[campaign.kind]}</TableCell>
              <TableCell>
                <CampaignStatusBadge status={campaign.status} />
              </TableCell>
              <TableCell className="whitespace-nowrap">{whenOf(campaign)}</TableCell>
              <TableCell>
                {campaign.startedAt ? (
                  <CampaignProgressBar progress={campaign.progress} label={`Progression de « ${campaign.title} »`} />
                ) : (
                  "—"
                )}
              </TableCell>
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}
