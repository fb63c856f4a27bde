import type { IconNode } from "lucide";
import { createElement, type SVGProps } from "react";
import { cn } from "@/lib/utils";

/**
 * A Lucide icon drawn by a server component. lucide-react's icons are client components (they read a context), so
 * in a server component each one is a client reference that the visitor's browser renders again and hydrates;
 * drawn from the icon's data, it is plain SVG. Client components keep using lucide-react.
 */
export function Icon({ node, className, ...props }: { node: IconNode } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={props["aria-label"] ? undefined : true}
      className={cn("lucide", className)}
      {...props}
    >
      {node.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}
