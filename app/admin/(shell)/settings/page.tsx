import type { Metadata } from "next";
import { AccessDenied } from "@/components/admin/access-denied";
import { PageHeader } from "@/components/admin/page-header";
import { SettingsForm } from "@/components/admin/settings-form";
import { can, requireUser } from "@/lib/auth";
import { findSiteSettings } from "@/lib/settings";
import { saveSiteSettings } from "./actions";

export const metadata: Metadata = { title: "Paramètres" };

export default async function SettingsPage() {
  const user = await requireUser();
  if (!can(user.role, "settings:write")) return <AccessDenied />;
  const settings = await findSiteSettings();
  return (
    <>
      <PageHeader
        title="Paramètres du site"
        description="Les coordonnées de l'agence, ses réseaux sociaux et les chiffres clés affichés sur le site public."
      />
      <SettingsForm settings={settings} save={saveSiteSettings} />
    </>
  );
}
