import type { Metadata } from "next";
import { PageHeader } from "@/components/admin/page-header";
import { RetentionSettingsCard } from "@/components/admin/retention-settings-card";
import { SecuritySettingsCard } from "@/components/admin/security-settings-card";
import { SettingsForm } from "@/components/admin/settings-form";
import { adminPage } from "@/lib/auth/page";
import { findSiteSettings } from "@/lib/settings";
import { findRetentionSettings } from "@/lib/settings/retention";
import { findSecuritySettings } from "@/lib/settings/security";
import { saveRetentionSettings, saveSecuritySettings, saveSiteSettings } from "./actions";

export const metadata: Metadata = { title: "Paramètres" };

export default adminPage("/admin/settings", {
  permission: "settings:write",
  title: "Paramètres du site",
  load: async () => {
    const [settings, security, retention] = await Promise.all([
      findSiteSettings(),
      findSecuritySettings(),
      findRetentionSettings(),
    ]);
    return { settings, security, retention };
  },
  loadError: "Impossible de charger les paramètres. Veuillez réessayer plus tard.",
  render: ({ settings, security, retention }, { title }) => (
    <>
      <PageHeader
        title={title}
        description="Les coordonnées de l'agence, ses réseaux sociaux et les chiffres clés affichés sur le site public."
      />
      <SecuritySettingsCard settings={security} save={saveSecuritySettings} />
      <SettingsForm settings={settings} save={saveSiteSettings} />
      <RetentionSettingsCard settings={retention} save={saveRetentionSettings} />
    </>
  ),
});
