"use client";

// A client component because, once the page's scripts run, it opens the quote modal in place of following its link.
import type { VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { isPlainClick } from "./link-router";
import { preloadQuoteDialog, QUOTE_PAGE, useQuoteModal } from "./quote-modal";

/**
 * A 'Demander un devis' button, styled as a Button: a link to /devis, which shows the quote form, and once the page's
 * scripts run, the opening of the quote modal over the page. In a menu (<details>), it closes the menu.
 */
export function QuoteButton({
  children = "Demander un devis",
  onClick,
  className,
  variant,
  size,
  ...props
}: Omit<ComponentProps<"a">, "href"> & VariantProps<typeof buttonVariants>) {
  const { open } = useQuoteModal();
  return (
    <a
      href={QUOTE_PAGE}
      data-slot="button"
      className={buttonVariants({ variant, size, className })}
      onPointerEnter={preloadQuoteDialog}
      onFocus={preloadQuoteDialog}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainClick(event.nativeEvent)) return;
        event.preventDefault();
        event.currentTarget.closest("details")?.removeAttribute("open");
        open();
      }}
      {...props}
    >
      {children}
    </a>
  );
}
