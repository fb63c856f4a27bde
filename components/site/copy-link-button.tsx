"use client";

import { NEEDS_SCRIPTS } from "@/lib/hydration";
import { Check, Link2 } from "lucide-react";
import { useState } from "react";
import { showToast } from "./toasts";

/** Copies the article's address to the clipboard. */
export function CopyLinkButton({ url, className }: { url: string; className?: string }) {
  const [copied, setCopied] = useState(false);
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
      {...NEEDS_SCRIPTS}
    >
      {copied ? <Check aria-hidden className="size-5" /> : <Link2 aria-hidden className="size-5" />}
    </button>
  );
}
