import { ArrowLeftIcon, PlusIcon } from "lucide-react";
import type { Metadata } from "next";
import { LinkButton } from "@/components/admin/link-button";
import { CampaignsTable } from "@/components/admin/newsletter/campaigns-table";
import { PageHeader } from "@/components/admin/page-header";
import { adminPage } from "@/lib/auth/page";
import { listCampaigns } from "@/lib/newsletter/campaigns";
import { CAMPAIGN_PATHS } from "@/lib/newsletter/rules";

export const metadata: Metadata = { title: "Campagnes" };

/** /admin/newsletter/campagnes: the campaigns, newest first, each with its status and progress. */
export default adminPage("/admin/newsletter/campagnes", {
  permission: "newsletter:read",
  title: "Campagnes",
  load: () => listCampaigns(),
  loadError: "Impossible de charger les campagnes. Veuillez réessayer plus tard.",
  render: (campaigns, { title, can }) => (
    <>
      <PageHeader
        title={title}
        description="Les lettres envoyées aux abonnés confirmés : une fois chacun, au rythme réglé dans les paramètres."
        actions={
          <>
            <LinkButton href="/admin/newsletter" icon={ArrowLeftIcon}>
              Abonnés
            </LinkButton>
            {can("newsletter:write") && (
              <LinkButton href={CAMPAIGN_PATHS.create} icon={PlusIcon} variant="default">
                Nouvelle campagne
              </LinkButton>
            )}
          </>
        }
      />
      <CampaignsTable campaigns={campaigns} />
    </>
  ),
});
