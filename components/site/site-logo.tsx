import { getTranslations } from "@/lib/i18n/server";
import { SiteLink } from "./site-link";

/** The agency's mark and name, linking to the home page. */
export async function SiteLogo({ name }: { name: string }) {
  const t = await getTranslations("Navigation");
  return (
    <SiteLink
      href="/"
      className="flex items-center gap-2 font-bold tracking-tight"
      aria-label={t("logo", { companyName: name })}
    >
      <svg aria-hidden viewBox="0 0 32 32" className="size-8 shrink-0">
        <rect width="32" height="32" rx="8" className="fill-primary" />
        <path d="M9 22 15.5 9h1L23 22h-3.2l-1.4-3h-4.8l-1.4 3Zm5.6-5.6h2.8L16 13.2Z" fill="#fff" />
      </svg>
      <span className="text-base leading-tight sm:text-lg">{name}</span>
    </SiteLink>
  );
}
