import type { IconNode } from "lucide";
import { createElement, type SVGProps } from "react";
import { mergedIconNode } from "@/lib/icon-path";
import { cn } from "@/lib/utils";

/**
 * A Lucide icon drawn by a server component. lucide-react's icons are client components (they read a context), so
 * in a server component each one is a client reference that the visitor's browser renders again and hydrates;
 * drawn from the icon's data, it is plain SVG. Its size and stroke, the same for every icon, come from the `icon`
 * class (app/globals.css) rather than from attributes repeated on each one, and its shapes are one path
 * (lib/icon-path.ts). Client components keep lucide-react.
 */
export function Icon({ node, className, ...props }: { node: IconNode } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden={props["aria-label"] ? undefined : true}
      className={cn("icon", className)}
      {...props}
    >
      {mergedIconNode(node).map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}
