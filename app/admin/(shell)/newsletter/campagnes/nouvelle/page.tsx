import { ArrowLeftIcon } from "lucide-react";
import type { Metadata } from "next";
import { LinkButton } from "@/components/admin/link-button";
import { CampaignForm } from "@/components/admin/newsletter/campaign-form";
import { PageHeader } from "@/components/admin/page-header";
import { adminPage } from "@/lib/auth/page";
import { campaignArticleChoices } from "@/lib/newsletter/campaigns";
import { CAMPAIGN_PATHS } from "@/lib/newsletter/rules";
import { saveCampaignAction } from "../actions";

export const metadata: Metadata = { title: "Nouvelle campagne" };

/** /admin/newsletter/campagnes/nouvelle: a campaign composed, the new articles' digest proposed. */
export default adminPage("/admin/newsletter/campagnes/nouvelle", {
  permission: "newsletter:write",
  title: "Nouvelle campagne",
  load: () => campaignArticleChoices(),
  loadError: "Impossible de charger les articles. Veuillez réessayer.",
  render: ({ articles, proposedIds }, { title }) => (
    <div className="grid min-w-0 max-w-3xl grid-cols-1 gap-6">
      <PageHeader
        title={title}
        description="Enregistrez la campagne pour voir l'aperçu de l'e-mail, vous l'envoyer en test, puis l'envoyer ou la programmer."
        actions={
          <LinkButton href={CAMPAIGN_PATHS.list} icon={ArrowLeftIcon}>
            Campagnes
          </LinkButton>
        }
      />
      <CampaignForm articles={articles} proposedIds={proposedIds} save={saveCampaignAction} />
    </div>
  ),
});
