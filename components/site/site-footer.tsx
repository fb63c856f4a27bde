import { Mail, MapPin, Phone } from "lucide";
import { Icon } from "@/components/ui/icon";
import { SiteLink } from "./site-link";
import type { SiteSettingsView } from "@/lib/settings/defaults";
import { SERVICE_CATEGORIES } from "@/lib/services/catalog";
import { telHref } from "./links";
import { PRIVACY_PAGE_PATH } from "./privacy-notice";
import { SiteLogo } from "./site-logo";
import { SocialLinksList } from "./social-icons";

const COMPANY_LINKS = [
  { href: "/", label: "Accueil" },
  { href: "/about", label: "À propos" },
  { href: "/projects", label: "Projets" },
  { href: "/blog", label: "Blog" },
  { href: "/contact", label: "Contact" },
];

function FooterHeading({ id, children }: { id?: string; children: string }) {
  return (
    <h2 id={id} className="text-sm font-semibold tracking-wider text-white uppercase">
      {children}
    </h2>
  );
}

export function SiteFooter({ settings, year }: { settings: SiteSettingsView; year: number }) {
  return (
    <footer className="render-when-near bg-brand-dark text-white/80 [--render-placeholder:50rem]">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-4">
          <div className="text-white">
            <SiteLogo name={settings.companyName} />
          </div>
          <p className="text-sm leading-relaxed">
            Design UX/UI, communication audiovisuelle, développement informatique et communication digitale : nous
            accompagnons les entreprises ivoiriennes dans leur transformation numérique.
          </p>
          <SocialLinksList settings={settings} className="flex gap-2" />
        </div>
        <nav aria-labelledby="footer-services" className="space-y-4">
          <FooterHeading id="footer-services">Nos services</FooterHeading>
          <ul className="space-y-2 text-sm">
            {SERVICE_CATEGORIES.map((category) => (
              <li key={category.id}>
                <SiteLink href={`/services/${category.id}`} className="hover:text-white hover:underline">
                  {category.title}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-company" className="space-y-4">
          <FooterHeading id="footer-company">{"L'agence"}</FooterHeading>
          <ul className="space-y-2 text-sm">
            {COMPANY_LINKS.map((link) => (
              <li key={link.href}>
                <SiteLink href={link.href} className="hover:text-white hover:underline">
                  {link.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="space-y-4">
          <FooterHeading>Contact</FooterHeading>
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
        <p className="mx-auto max-w-7xl px-4 py-6 text-center text-sm sm:px-6">
          © {year} {settings.companyName}. Tous droits réservés.{" "}
          <SiteLink href={PRIVACY_PAGE_PATH} className="underline hover:text-white">
            Confidentialité et données personnelles
          </SiteLink>
        </p>
      </div>
    </footer>
  );
}
