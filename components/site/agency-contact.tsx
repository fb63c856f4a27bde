import { Mail, MapPin, Phone } from "lucide";
import { Icon } from "@/components/ui/icon";
import { getTranslations } from "@/lib/i18n/server";
import type { SiteSettingsView } from "@/lib/settings/defaults";
import { cn } from "@/lib/utils";
import { telHref } from "./links";

export type AgencyContactDetails = Pick<SiteSettingsView, "phone" | "email" | "address">;

/** The agency's address, phone and e-mail as a list of cards. */
export async function AgencyContactList({ contact, className }: { contact: AgencyContactDetails; className?: string }) {
  const t = await getTranslations("AgencyContact");
  const items = [
    { icon: MapPin, label: t("address"), value: contact.address, href: null },
    { icon: Phone, label: t("phone"), value: contact.phone, href: telHref(contact.phone) },
    { icon: Mail, label: t("email"), value: contact.email, href: `mailto:${contact.email}` },
  ];
  return (
    <ul className={cn("grid gap-4", className)}>
      {items.map(({ icon, label, value, href }) => (
        <li key={label} className="flex items-start gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-sm">
          <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
            <Icon node={icon} aria-hidden className="size-5" />
          </span>
          <div>
            <p className="text-sm font-medium text-muted-foreground">{label}</p>
            {href ? (
              <a href={href} className="font-semibold break-all hover:text-primary">
                {value}
              </a>
            ) : (
              <p className="font-semibold">{value}</p>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
