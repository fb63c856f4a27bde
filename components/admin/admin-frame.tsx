"use client";

import { MenuIcon } from "lucide-react";
import Link from "next/link";
import { type ReactNode, useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "@/components/ui/sheet";
import { DASHBOARD_PATH } from "@/lib/auth/paths";

/** Spec: below 768 px the sidebar is an overlay (Tailwind's md breakpoint is the same 768 px). */
const MOBILE_BREAKPOINT_PX = 768;

/**
 * The back office's frame: the sidebar is open beside the content from 768 px (md) up; below, it is an overlay
 * that the menu button opens and that closes with its button, Escape, a click outside or a navigation.
 */
export function AdminFrame({
  brand,
  navigation,
  topbar,
  children,
}: {
  brand: string;
  navigation: ReactNode;
  topbar: ReactNode;
  children: ReactNode;
}) {
  const [menuOpen, setMenuOpen] = useState(false);
  useEffect(() => {
    // Widening the window past the breakpoint shows the fixed sidebar: the overlay has no reason to stay.
    const wide = window.matchMedia(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`);
    const close = () => wide.matches && setMenuOpen(false);
    wide.addEventListener("change", close);
    return () => wide.removeEventListener("change", close);
  }, []);

  const brandLink = (
    <Link href={DASHBOARD_PATH} className="flex h-14 items-center gap-2 px-4 font-semibold">
      <span
        className="flex size-8 items-center justify-center rounded-md bg-primary text-sm text-primary-foreground"
        aria-hidden
      >
        {brand.charAt(0)}
      </span>
      <span className="truncate text-sm">{brand}</span>
    </Link>
  );

  return (
    <div className="min-h-dvh bg-muted/40">
      <aside
        aria-label="Menu du back-office"
        data-testid="admin-sidebar"
        className="fixed inset-y-0 left-0 z-30 hidden w-64 flex-col border-r bg-background md:flex"
      >
        {brandLink}
        {navigation}
      </aside>
      <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
        <SheetContent side="left" className="w-72 gap-0 p-0" aria-label="Menu du back-office">
          <SheetTitle className="sr-only">Menu du back-office</SheetTitle>
          <SheetDescription className="sr-only">Navigation entre les sections du back-office</SheetDescription>
          {/* Following a link closes the overlay. */}
          <div
            className="flex flex-1 flex-col"
            onClick={(event) => (event.target as Element).closest("a[href]") && setMenuOpen(false)}
          >
            {brandLink}
            {navigation}
          </div>
        </SheetContent>
      </Sheet>
      <div className="flex min-h-dvh flex-col md:pl-64">
        <header className="sticky top-0 z-20 flex h-14 items-center gap-2 border-b bg-background/95 px-4 backdrop-blur supports-[backdrop-filter]:bg-background/80">
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-label="Ouvrir le menu"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
          >
            <MenuIcon />
          </Button>
          <span className="truncate font-semibold md:hidden">{brand}</span>
          <div className="ml-auto flex items-center gap-2">{topbar}</div>
        </header>
        {/* wrap-break-word: a word longer than its line breaks rather than widening the page. */}
        <main id="contenu" className="min-w-0 flex-1 px-4 py-6 wrap-break-word md:px-8">
          {children}
        </main>
      </div>
    </div>
  );
}
