import { clsx } from "clsx";
import { ArrowLeft } from "lucide";
import type { ReactNode } from "react";
import { Icon } from "@/components/ui/icon";
import { SiteLink } from "./site-link";

/** 'Retour …': a link back to `href`, an arrow before its words (the forms' pages). */
export function BackLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return (
    <SiteLink
      href={href}
      className={clsx(
        "inline-flex items-center gap-2 text-sm font-medium text-muted-foreground hover:text-foreground hover:underline",
        className,
      )}
    >
      <Icon node={ArrowLeft} aria-hidden className="size-4" />
      {children}
    </SiteLink>
  );
}
