import type { Messages } from "@/lib/i18n/messages";
import { cn } from "@/lib/utils";
import { ClientSiteLink } from "./client-site-link";

/** Where the privacy page is (app/[locale]/(site)/confidentialite). */
export const PRIVACY_PAGE_PATH = "/confidentialite";

/**
 * The line under every visitor form (contact, project and quote requests, newsletter): what the data are for, and the
 * link to the privacy page. Plain markup, so that server and client components alike render it; its texts
 * (Forms.privacy) come from the Server Component above.
 */
export function PrivacyNotice({
  texts,
  className,
  linkClassName,
}: {
  texts: Messages["Forms"]["privacy"];
  className?: string;
  linkClassName?: string;
}) {
  return (
    <p data-testid="privacy-notice" className={cn("text-xs text-muted-foreground", className)}>
      {texts.text}{" "}
      <ClientSiteLink href={PRIVACY_PAGE_PATH} className={cn("font-medium text-foreground underline", linkClassName)}>
        {texts.link}
      </ClientSiteLink>
      .
    </p>
  );
}
