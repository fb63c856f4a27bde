import "server-only";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/messages";
import type { StaticPageKey } from "./catalog";

/**
 * A page's title and description when its SEO fields are empty (the catalogue's Metadata), in a language: French for
 * the back office and the share images. The home page's title starts with the company's name, which the settings
 * hold.
 */
export function staticPageDefaults(
  key: StaticPageKey,
  companyName: string,
  locale: Locale = DEFAULT_LOCALE,
): { title: string; description: string } {
  const t = translator(locale, "Metadata");
  const title = t(`pages.${key}.title`);
  return {
    title: key === "home" ? t("homeTitle", { companyName, title }) : title,
    description: t(`pages.${key}.description`),
  };
}
