import type { ReactNode } from "react";
import { PageHero } from "@/components/site/page-hero";
import type { Locale } from "@/lib/i18n/locales";
import { getLocale, getTranslations } from "@/lib/i18n/server";
import { staticPageMetadata } from "@/lib/seo";
import { getSiteSettings } from "@/lib/settings";
import { getRetentionSettings } from "@/lib/settings/retention";
import { PrivacyEn } from "./privacy-en";
import { PrivacyFr } from "./privacy-fr";
import type { PrivacyTextProps } from "./privacy-parts";

// The privacy page (issue 44): written from the settings (the agency's details, and the durations of 'Conservation
// des données personnelles'), cached with them and re-rendered when either is saved. Server-rendered text, no script.

export function generateMetadata() {
  return staticPageMetadata("confidentialite");
}

/** The page's text in each language: a legal text with links and durations, kept whole (privacy-fr.tsx). */
const PRIVACY_TEXTS: Record<Locale, (props: PrivacyTextProps) => ReactNode> = { fr: PrivacyFr, en: PrivacyEn };

export default async function PrivacyPage() {
  const [t, locale, settings, retention] = await Promise.all([
    getTranslations("Privacy"),
    getLocale(),
    getSiteSettings(),
    getRetentionSettings(),
  ]);
  const PrivacyText = PRIVACY_TEXTS[locale];
  return (
    <>
      <PageHero
        trail={[{ name: t("name"), path: "/confidentialite" }]}
        eyebrow={t("name")}
        title={t("title")}
        description={t("description", { companyName: settings.companyName })}
      />
      <div className="mx-auto max-w-3xl space-y-12 px-4 py-16 leading-relaxed sm:px-6 [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_p]:text-muted-foreground">
        <PrivacyText settings={settings} retention={retention} />
      </div>
    </>
  );
}
