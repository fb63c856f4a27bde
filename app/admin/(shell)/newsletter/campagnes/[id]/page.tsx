import { ArrowLeftIcon } from "lucide-react";
import type { Metadata } from "next";
import { LinkButton } from "@/components/admin/link-button";
import { CampaignActions } from "@/components/admin/newsletter/campaign-actions";
import { CampaignForm } from "@/components/admin/newsletter/campaign-form";
import { CampaignPreview } from "@/components/admin/newsletter/campaign-preview";
import { CampaignProgressBar, CampaignStatusBadge } from "@/components/admin/newsletter/campaigns-table";
import { PageHeader } from "@/components/admin/page-header";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { adminPage } from "@/lib/auth/page";
import { formatDateTime } from "@/lib/dates";
import { findByIdParam } from "@/lib/ids";
import {
  campaignArticleChoices,
  countConfirmedSubscribers,
  findCampaign,
  previewOrReason,
} from "@/lib/newsletter/campaigns";
import { CAMPAIGN_PATHS } from "@/lib/newsletter/rules";
import {
  cancelCampaignAction,
  saveCampaignAction,
  scheduleCampaignAction,
  sendCampaignTestAction,
  startCampaignAction,
} from "../actions";

export const metadata: Metadata = { title: "Campagne" };

/** /admin/newsletter/campagnes/[id]: a campaign's composition (until it starts), its sending, its exact mail. */
export default adminPage("/admin/newsletter/campagnes/[id]", {
  permission: "newsletter:read",
  title: "Campagne",
  load: async ({ params }) => {
    const campaign = await findByIdParam(params.id, findCampaign);
    if (!campaign) return null;
    const [choices, preview, confirmed] = await Promise.all([
      campaignArticleChoices(),
      previewOrReason(campaign.id),
      countConfirmedSubscribers(),
    ]);
    return { campaign, choices, preview, confirmed };
  },
  loadError: "Impossible de charger la campagne. Veuillez réessayer.",
  render: (data, { can }) => {
    if (!data)
      return (
        <div className="space-y-4">
          <Alert variant="destructive">
            <AlertDescription>Campagne introuvable.</AlertDescription>
          </Alert>
          <LinkButton href={CAMPAIGN_PATHS.list} icon={ArrowLeftIcon}>
            Campagnes
          </LinkButton>
        </div>
      );
    const { campaign, choices, preview, confirmed } = data;
    const editable = campaign.status === "draft" || campaign.status === "scheduled";
    return (
      <div className="grid min-w-0 max-w-3xl grid-cols-1 gap-6">
        <PageHeader
          title={campaign.title}
          description={`Créée le ${formatDateTime(campaign.createdAt)}${campaign.createdBy ? ` par ${campaign.createdBy}` : ""}.`}
          actions={
            <LinkButton href={CAMPAIGN_PATHS.list} icon={ArrowLeftIcon}>
              Campagnes
            </LinkButton>
          }
        />
        <div className="flex min-w-0 flex-wrap items-center gap-4" data-testid="campaign-status">
          <CampaignStatusBadge status={campaign.status} />
          {campaign.status === "scheduled" && campaign.scheduledAt && (
            <span className="text-sm">
              Envoi prévu le {formatDateTime(campaign.scheduledAt)} (heure d&apos;Abidjan)
            </span>
          )}
          {campaign.startedAt && <CampaignProgressBar progress={campaign.progress} label="Progression de l'envoi" />}
        </div>
        {can("newsletter:write") && editable && (
          <CampaignForm
            key={campaign.title + campaign.content + campaign.articleIds.join()}
            campaign={campaign}
            articles={choices.articles}
            proposedIds={choices.proposedIds}
            save={saveCampaignAction}
          />
        )}
        {can("newsletter:write") && campaign.status !== "sent" && campaign.status !== "cancelled" && (
          <CampaignActions
            id={campaign.id}
            status={campaign.status}
            scheduledAt={campaign.scheduledAt}
            recipients={confirmed}
            sendTest={sendCampaignTestAction}
            schedule={scheduleCampaignAction}
            start={startCampaignAction}
            cancel={cancelCampaignAction}
          />
        )}
        {"mail" in preview ? (
          <CampaignPreview mail={preview.mail} />
        ) : (
          <Alert>
            <AlertDescription>{preview.reason}</AlertDescription>
          </Alert>
        )}
      </div>
    );
  },
});
