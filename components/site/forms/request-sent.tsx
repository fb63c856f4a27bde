import { ArrowLeft, CircleCheck } from "lucide-react";
import type { ReactNode } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { ClientSiteLink } from "../client-site-link";
import type { FormTexts } from "./texts";

/**
 * What replaces a quote or project request form once it is sent (spec: 'Demande envoyée avec succès !'), with a way
 * home on the pages that hold the form (/start-project, /devis).
 */
export function RequestSent({
  texts,
  children,
  wayHome = false,
}: {
  texts: FormTexts["sent"];
  children: ReactNode;
  wayHome?: boolean;
}) {
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-8 text-center">
      <CircleCheck aria-hidden className="size-14 text-primary" />
      <p className="text-xl font-semibold">{texts.title}</p>
      <p className="text-muted-foreground">{children}</p>
      {wayHome && (
        <ClientSiteLink href="/" className={buttonVariants({ variant: "outline", className: "mt-2" })}>
          <ArrowLeft aria-hidden />
          {texts.home}
        </ClientSiteLink>
      )}
    </div>
  );
}

/** Spec section 9: the quote success screen closes, and /start-project sends the visitor home, after 3 seconds. */
export const AFTER_SENT_DELAY_MS = 3000;
