"use client";

import type { VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { preloadQuoteDialog, useQuoteModal } from "./quote-modal";

/** A 'Demander un devis' button, styled as a Button: opens the quote-request modal. */
export function QuoteButton({
  children = "Demander un devis",
  onClick,
  className,
  variant,
  size,
  ...props
}: ComponentProps<"button"> & VariantProps<typeof buttonVariants>) {
  const { open } = useQuoteModal();
  return (
    <button
      type="button"
      data-slot="button"
      className={buttonVariants({ variant, size, className })}
      onPointerEnter={preloadQuoteDialog}
      onFocus={preloadQuoteDialog}
      onClick={(event) => {
        onClick?.(event);
        open();
      }}
      {...props}
    >
      {children}
    </button>
  );
}
