import type { Metadata } from "next";
import { PageHeader } from "@/components/admin/page-header";
import { SettingsForm } from "@/components/admin/settings-form";
import { adminPage } from "@/lib/auth/page";
import { findSiteSettings } from "@/lib/settings";
import { saveSiteSettings } from "./actions";

export const metadata: Metadata = { title: "Paramètres" };

export default adminPage("/admin/settings", {
  permission: "settings:write",
  title: "Paramètres du site",
  load: () => findSiteSettings(),
  loadError: "Impossible de charger les paramètres. Veuillez réessayer plus tard.",
  render: (settings, { title }) => (
    <>
      <PageHeader
        title={title}
        description="Les coordonnées de l'agence, ses réseaux sociaux et les chiffres clés affichés sur le site public."
      />
      <SettingsForm settings={settings} save={saveSiteSettings} />
    </>
  ),
});
