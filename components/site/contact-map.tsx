"use client";

import { ExternalLink, MapPin } from "lucide-react";
import { useState } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { agencyMapEmbedUrl, agencyMapUrl } from "@/lib/agency";
import { useNeedsScripts } from "./use-needs-scripts";

/** The map's words, in the page's language (ContactPage.map). */
export interface ContactMapTexts {
  /** The embedded map's title: 'Carte : <address>'. */
  frame: string;
  show: string;
  open: string;
  /** Said to screen readers after the link to OpenStreetMap. */
  newWindow: string;
  notice: string;
}

/**
 * The map centred on Cocody, Abidjan. OpenStreetMap's embed is a third-party page: it loads only when the
 * visitor asks for it, so that it never slows the contact page down.
 */
export function ContactMap({ address, texts }: { address: string; texts: ContactMapTexts }) {
  const [shown, setShown] = useState(false);
  const needsScripts = useNeedsScripts<HTMLButtonElement>();
  if (shown) {
    return (
      <iframe
        title={texts.frame}
        src={agencyMapEmbedUrl()}
        className="aspect-[4/3] w-full rounded-2xl border sm:aspect-[16/9]"
        loading="lazy"
        referrerPolicy="no-referrer"
      />
    );
  }
  return (
    <div className="relative flex aspect-[4/3] w-full flex-col items-center justify-center gap-4 overflow-hidden rounded-2xl border bg-muted p-6 text-center sm:aspect-[16/9]">
      <svg
        aria-hidden
        className="absolute inset-0 size-full text-foreground/10"
        preserveAspectRatio="none"
        viewBox="0 0 160 90"
      >
        <path
          d="M0 30h160M0 62h160M40 0v90M96 0v90M0 80 160 8M120 90 150 0"
          stroke="currentColor"
          strokeWidth="1.5"
          fill="none"
        />
      </svg>
      <MapPin aria-hidden className="relative size-10 text-primary" />
      <p className="relative font-semibold">{address}</p>
      <div className="relative flex flex-col gap-3 sm:flex-row">
        <button
          type="button"
          data-slot="button"
          className={buttonVariants()}
          onClick={() => setShown(true)}
          {...needsScripts}
        >
          {texts.show}
        </button>
        <a
          data-slot="button"
          className={buttonVariants({ variant: "outline" })}
          href={agencyMapUrl()}
          target="_blank"
          rel="noopener noreferrer"
        >
          {texts.open} <ExternalLink aria-hidden />
          <span className="sr-only">{texts.newWindow}</span>
        </a>
      </div>
      <p className="relative max-w-md text-xs text-muted-foreground">{texts.notice}</p>
    </div>
  );
}
