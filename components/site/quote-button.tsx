"use client";

import type { ComponentProps } from "react";
import { Button } from "@/components/ui/button";
import { useQuoteModal } from "./quote-modal";

/** A 'Demander un devis' button: opens the quote-request modal. */
export function QuoteButton({ children = "Demander un devis", onClick, ...props }: ComponentProps<typeof Button>) {
  const { open } = useQuoteModal();
  return (
    <Button
      type="button"
      onClick={(event) => {
        onClick?.(event);
        open();
      }}
      {...props}
    >
      {children}
    </Button>
  );
}
