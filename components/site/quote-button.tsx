import type { VariantProps } from "class-variance-authority";
import type { ReactNode } from "react";
import type { buttonVariants } from "@/components/ui/button-variants";
import { getTranslations } from "@/lib/i18n/server";
import { QuoteModalButton } from "./quote-modal-button";

/**
 * A 'Demander un devis' button, styled as a Button: a link to /devis, which shows the quote form, and once the page's
 * scripts run, the opening of the quote modal over the page. Its words are the navigation's unless given.
 */
export async function QuoteButton({
  children,
  ...props
}: { children?: ReactNode; className?: string } & VariantProps<typeof buttonVariants>) {
  return <QuoteModalButton {...props}>{children ?? (await getTranslations("Navigation"))("quote")}</QuoteModalButton>;
}
