"use client";

// A client component because, once the page's scripts run, it opens the quote modal in place of following its link.
import type { VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { localizedPath } from "@/lib/i18n/paths";
import { isPlainClick } from "./link-router";
import { preloadQuoteDialog, QUOTE_PAGE, useQuoteModal } from "./quote-modal";
import { usePageLocale } from "./use-page-path";

/**
 * QuoteButton's client part: a link to the quote page in the page's language, and once the page's scripts run, the
 * opening of the quote modal over the page. In a menu (<details>), it closes the menu.
 */
export function QuoteModalButton({
  children,
  onClick,
  className,
  variant,
  size,
  ...props
}: Omit<ComponentProps<"a">, "href"> & VariantProps<typeof buttonVariants>) {
  const { open } = useQuoteModal();
  return (
    <a
      href={localizedPath(QUOTE_PAGE, usePageLocale())}
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
