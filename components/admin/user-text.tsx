import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

/**
 * Text someone else typed (a sender's name, a subject, a title, a visited path), isolated from the text around it:
 * Unicode bidi controls or right-to-left letters in it cannot reorder the label, the badge or the date beside it.
 * It may break anywhere when a word or an address is longer than its line, so that it never widens the layout
 * around it (`overflow-wrap: anywhere`, unlike `break-word`, also lowers the width it asks of a flex or grid
 * container). Every place the back office shows such text goes through this one element.
 */
export function UserText({ children, className }: { children: ReactNode; className?: string }) {
  return <bdi className={cn("wrap-anywhere", className)}>{children}</bdi>;
}
