import type { ReactNode } from "react";

/**
 * Text someone else typed (a sender's name, a subject, a title, a visited path), isolated from the text around it:
 * Unicode bidi controls or right-to-left letters in it cannot reorder the label, the badge or the date beside it.
 * Every place the back office shows such text goes through this one element.
 */
export function UserText({ children, className }: { children: ReactNode; className?: string }) {
  return <bdi className={className}>{children}</bdi>;
}
