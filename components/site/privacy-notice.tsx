import { cn } from "@/lib/utils";
import { SiteLink } from "./site-link";

/** Where the privacy page is (app/[locale]/(site)/confidentialite). */
export const PRIVACY_PAGE_PATH = "/confidentialite";

/**
 * The line under every visitor form (contact, project and quote requests, newsletter): what the data are for, and the
 * link to the privacy page. Plain markup, so that server and client components alike render it.
 */
export function PrivacyNotice({ className, linkClassName }: { className?: string; linkClassName?: string }) {
  return (
    <p data-testid="privacy-notice" className={cn("text-xs text-muted-foreground", className)}>
      Vos données servent uniquement à traiter votre demande ; elles ne sont ni vendues ni cédées. Ce que nous
      conservons, combien de temps et vos droits :{" "}
      <SiteLink href={PRIVACY_PAGE_PATH} className={cn("font-medium text-foreground underline", linkClassName)}>
        politique de confidentialité
      </SiteLink>
      .
    </p>
  );
}
