import { Mail, MapPin, Phone } from "lucide";
import { Icon } from "@/components/ui/icon";
import { getLocale, getTranslations } from "@/lib/i18n/server";
import { SiteLink } from "./site-link";
import type { SiteSettingsView } from "@/lib/settings/defaults";
import { serviceCategories } from "@/lib/services/catalog";
import { telHref } from "./links";
import { LanguageSwitcher } from "./language-switcher";
import { COMPANY_LINKS } from "./navigation";
import { PRIVACY_PAGE_PATH } from "./privacy-notice";
import { SiteLogo } from "./site-logo";
import { SocialLinksList } from "./social-icons";

function FooterHeading({ id, children }: { id?: string; children: string }) {
  return (
    <h2 id={id} className="text-sm font-semibold tracking-wider text-white uppercase">
      {children}
    </h2>
  );
}

export async function SiteFooter({ settings, year }: { settings: SiteSettingsView; year: number }) {
  const [t, nav, locale] = await Promise.all([getTranslations("Footer"), getTranslations("Navigation"), getLocale()]);
  return (
    <footer className="render-when-near bg-brand-dark text-white/80 [--render-placeholder:50rem]">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-4">
          <div className="text-white">
            <SiteLogo name={settings.companyName} />
          </div>
          <p className="text-sm leading-relaxed">{t("pitch")}</p>
          <SocialLinksList settings={settings} className="flex gap-2" />
        </div>
        <nav aria-labelledby="footer-services" className="space-y-4">
          <FooterHeading id="footer-services">{t("services")}</FooterHeading>
          <ul className="space-y-2 text-sm">
            {serviceCategories(locale).map((category) => (
              <li key={category.id}>
                <SiteLink href={`/services/${category.id}`} className="hover:text-white hover:underline">
                  {category.title}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-company" className="space-y-4">
          <FooterHeading id="footer-company">{t("agency")}</FooterHeading>
          <ul className="space-y-2 text-sm">
            {COMPANY_LINKS.map((link) => (
              <li key={link.href}>
                <SiteLink href={link.href} className="hover:text-white hover:underline">
                  {nav(link.key)}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="space-y-4">
          <FooterHeading>{t("contact")}</FooterHeading>
          <ul className="space-y-3 text-sm">
            <li className="flex gap-3">
              <Icon node={MapPin} aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
              {settings.address}
            </li>
            <li>
              <a href={telHref(settings.phone)} className="flex gap-3 hover:text-white">
                <Icon node={Phone} aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
                {settings.phone}
              </a>
            </li>
            <li>
              <a href={`mailto:${settings.email}`} className="flex gap-3 hover:text-white">
                <Icon node={Mail} aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
                {settings.email}
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col items-center gap-2 px-4 py-6 text-sm sm:px-6">
          <p className="text-center">
            {t("rights", { year: String(year), companyName: settings.companyName })}{" "}
            <SiteLink href={PRIVACY_PAGE_PATH} className="underline hover:text-white">
              {t("privacy")}
            </SiteLink>
          </p>
          <LanguageSwitcher label={nav("languages")} />
        </div>
      </div>
    </footer>
  );
}
