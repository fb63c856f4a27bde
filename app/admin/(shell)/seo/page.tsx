import type { Metadata } from "next";
import { PageHeader } from "@/components/admin/page-header";
import { PageSeoScreen } from "@/components/admin/seo/page-seo-screen";
import { adminPage } from "@/lib/auth/page";
import { findPageSeo } from "@/lib/page-seo";
import { STATIC_PAGE_KEYS } from "@/lib/page-seo/catalog";
import { staticPageDefaults } from "@/lib/page-seo/defaults";
import { findSiteSettings } from "@/lib/settings";
import { savePageSeoAction } from "./actions";

export const metadata: Metadata = { title: "Référencement des pages" };

export default adminPage("/admin/seo", {
  permission: "settings:write",
  title: "Référencement des pages",
  load: async () => {
    const [saved, settings] = await Promise.all([findPageSeo(), findSiteSettings()]);
    const defaults = Object.fromEntries(
      // No image of their own: they share the one the server draws with their title (lib/og).
      STATIC_PAGE_KEYS.map((key) => [key, staticPageDefaults(key, settings.companyName)]),
    ) as Record<(typeof STATIC_PAGE_KEYS)[number], { title: string; description: string }>;
    return { saved, defaults };
  },
  loadError: "Impossible de charger le référencement des pages. Veuillez réessayer plus tard.",
  render: ({ saved, defaults }, { title }) => (
    <>
      <PageHeader
        title={title}
        description="Le titre, la description et l'image que montrent les moteurs de recherche et les réseaux sociaux pour les pages du site."
      />
      <PageSeoScreen saved={saved} defaults={defaults} save={savePageSeoAction} />
    </>
  ),
});
