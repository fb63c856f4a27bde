import type { LucideIcon } from "lucide-react";
import Link from "next/link";
import type { ComponentProps, ReactNode } from "react";
import { Button } from "@/components/ui/button";

/** A link that looks like a button, with its icon: 'Retour à la liste', 'Modifier', 'Nouveau projet'… */
export function LinkButton({
  href,
  icon: Icon,
  children,
  variant = "outline",
  size,
}: {
  href: string;
  icon: LucideIcon;
  children: ReactNode;
  variant?: ComponentProps<typeof Button>["variant"];
  size?: ComponentProps<typeof Button>["size"];
}) {
  return (
    <Button asChild variant={variant} size={size}>
      <Link href={href}>
        <Icon />
        {children}
      </Link>
    </Button>
  );
}
