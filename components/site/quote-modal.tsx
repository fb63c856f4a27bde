"use client";

// A client component because the quote modal is the quote buttons' enhancement once the page's scripts run (their
// link to /devis works before).
import { createContext, lazy, type ReactNode, Suspense, useContext, useMemo, useState } from "react";
import type { FormAction } from "@/lib/form-state";
import type { ProjectRequestField } from "@/lib/messages/form-fields";
import type { FormTexts } from "./forms/texts";
import { visitorSession } from "./visitor-session";

export interface QuoteModal {
  open(): void;
  close(): void;
}

const QuoteModalContext = createContext<QuoteModal | null>(null);

/** The page where a quote button leads, which shows the quote form: before the page's scripts run, or without them. */
export const QUOTE_PAGE = "/devis";

// Loaded on the first opening only, so that pages do not hydrate the dialog's code up front.
const loadQuoteDialog = () => import("./quote-dialog");
const QuoteDialog = lazy(loadQuoteDialog);

/** Fetches the dialog's code when a visitor shows the intent to open it (pointer over, focus on a quote button). */
export function preloadQuoteDialog(): void {
  void loadQuoteDialog();
}

/** The quote modal's form: its server action (the page's language bound) and its texts in that language. */
export interface QuoteForm {
  action: FormAction<ProjectRequestField>;
  texts: FormTexts;
}

/** Makes the quote-request modal available on every page of the site (spec: 'available on every page'). */
export function QuoteModalProvider({
  quoteForm,
  children,
}: {
  /** Passed by the site's layout. */
  quoteForm: QuoteForm;
  children: ReactNode;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  // The same value for the page's whole life: opening the modal renders no quote button again.
  const modal = useMemo<QuoteModal>(
    () => ({
      open: () => {
        // Spec: the modal creates the visitor session id when it is first opened, if absent (a visit report follows).
        visitorSession();
        setWasOpened(true);
        setIsOpen(true);
      },
      close: () => setIsOpen(false),
    }),
    [],
  );
  return (
    <QuoteModalContext value={modal}>
      {children}
      {wasOpened && (
        <Suspense fallback={null}>
          <QuoteDialog open={isOpen} onOpenChange={setIsOpen} {...quoteForm} />
        </Suspense>
      )}
    </QuoteModalContext>
  );
}

/** The quote-request modal; throws when used outside a QuoteModalProvider. */
export function useQuoteModal(): QuoteModal {
  const modal = useContext(QuoteModalContext);
  if (!modal) throw new Error("useQuoteModal must be used inside a QuoteModalProvider.");
  return modal;
}
