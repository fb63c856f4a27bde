import type { Metadata } from "next";
import { PageHeader } from "@/components/admin/page-header";
import { PageSeoScreen } from "@/components/admin/seo/page-seo-screen";
import { adminPage } from "@/lib/auth/page";
import { findPageSeo } from "@/lib/page-seo";
import { STATIC_PAGE_KEYS, type StaticPageKey } from "@/lib/page-seo/catalog";
import { type Locale, WRITTEN_LOCALES } from "@/lib/i18n/locales";
import { staticPageDefaults } from "@/lib/page-seo/defaults";
import { findSiteSettings } from "@/lib/settings";
import { savePageSeoAction } from "./actions";

export const metadata: Metadata = { title: "Référencement des pages" };

export default adminPage("/admin/seo", {
  permission: "settings:write",
  title: "Référencement des pages",
  load: async () => {
    const [saved, settings] = await Promise.all([
      Promise.all(WRITTEN_LOCALES.map(async (locale) => [locale, await findPageSeo(locale)] as const)),
      findSiteSettings(),
    ]);
    const defaults = Object.fromEntries(
      WRITTEN_LOCALES.map((locale) => [
        locale,
        // No image of their own: they share the one the server draws with their title (lib/og).
        Object.fromEntries(STATIC_PAGE_KEYS.map((key) => [key, staticPageDefaults(key, settings.companyName, locale)])),
      ]),
    ) as Record<Locale, Record<StaticPageKey, { title: string; description: string }>>;
    return { saved: Object.fromEntries(saved) as Record<Locale, Awaited<ReturnType<typeof findPageSeo>>>, defaults };
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
