"use client";

import { Check, Link2 } from "lucide-react";
import { useState } from "react";
import { showToast } from "./toasts";
import { useNeedsScripts } from "./use-needs-scripts";

/** Copies the article's address to the clipboard. */
export function CopyLinkButton({ url, className }: { url: string; className?: string }) {
  const [copied, setCopied] = useState(false);
  const needsScripts = useNeedsScripts<HTMLButtonElement>();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      void showToast((toast) =>
        toast.success("Lien copié", { description: "Le lien de l'article est dans votre presse-papiers." }),
      );
    } catch {
      void showToast((toast) => toast.error("Impossible de copier le lien", { description: url }));
    }
  };
  return (
    <button
      type="button"
      onClick={copy}
      className={className}
      aria-label="Copier le lien de l'article"
      {...needsScripts}
    >
      {copied ? <Check aria-hidden className="size-5" /> : <Link2 aria-hidden className="size-5" />}
    </button>
  );
}
