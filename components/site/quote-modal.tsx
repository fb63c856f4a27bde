"use client";

import dynamic from "next/dynamic";
import { createContext, type ReactNode, useContext, useMemo, useState } from "react";

export interface QuoteModal {
  isOpen: boolean;
  open(): void;
  close(): void;
}

const QuoteModalContext = createContext<QuoteModal | null>(null);

// Loaded on the first request only, so that pages do not ship the dialog's code up front.
const QuoteDialog = dynamic(() => import("./quote-dialog"), { ssr: false });

/** Makes the quote-request modal available on every page of the site (spec: 'available on every page'). */
export function QuoteModalProvider({ children }: { children: ReactNode }) {
  const [isOpen, setIsOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  const modal = useMemo<QuoteModal>(
    () => ({
      isOpen,
      open: () => {
        setWasOpened(true);
        setIsOpen(true);
      },
      close: () => setIsOpen(false),
    }),
    [isOpen],
  );
  return (
    <QuoteModalContext value={modal}>
      {children}
      {wasOpened && <QuoteDialog open={isOpen} onOpenChange={setIsOpen} />}
    </QuoteModalContext>
  );
}

/** The quote-request modal; throws when used outside a QuoteModalProvider. */
export function useQuoteModal(): QuoteModal {
  const modal = useContext(QuoteModalContext);
  if (!modal) throw new Error("useQuoteModal must be used inside a QuoteModalProvider.");
  return modal;
}
