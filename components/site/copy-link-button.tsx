"use client";

import { Check, Link2 } from "lucide-react";
import { useState } from "react";
import { showToast } from "./toasts";
import { useNeedsScripts } from "./use-needs-scripts";

/** What the button says, in the page's language (its server parent reads them: no catalogue in the browser). */
export interface CopyLinkTexts {
  label: string;
  copied: string;
  copiedDescription: string;
  failed: string;
}

/** Copies the article's address to the clipboard. */
export function CopyLinkButton({ url, texts, className }: { url: string; texts: CopyLinkTexts; className?: string }) {
  const [copied, setCopied] = useState(false);
  const needsScripts = useNeedsScripts<HTMLButtonElement>();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      void showToast((toast) => toast.success(texts.copied, { description: texts.copiedDescription }));
    } catch {
      void showToast((toast) => toast.error(texts.failed, { description: url }));
    }
  };
  return (
    <button type="button" onClick={copy} className={className} aria-label={texts.label} {...needsScripts}>
      {copied ? <Check aria-hidden className="size-5" /> : <Link2 aria-hidden className="size-5" />}
    </button>
  );
}
