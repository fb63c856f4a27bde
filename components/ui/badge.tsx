import { cva, type VariantProps } from "class-variance-authority";
import { Slot } from "radix-ui";
import type * as React from "react";
import { cn } from "@/lib/utils";

// The base styles are the `ui-badge` class (app/globals.css): a page shows dozens of badges, each of which would
// otherwise carry them in its HTML and again in React's payload.
const badgeVariants = cva("ui-badge", {
  variants: {
    variant: {
      default: "border-transparent bg-primary text-primary-foreground [a&]:hover:bg-primary/90",
      secondary: "border-transparent bg-secondary text-secondary-foreground [a&]:hover:bg-secondary/90",
      destructive:
        "border-transparent bg-destructive text-destructive-foreground focus-visible:ring-destructive/20 dark:bg-destructive/60 dark:focus-visible:ring-destructive/40 [a&]:hover:bg-destructive/90",
      outline: "text-foreground [a&]:hover:bg-accent [a&]:hover:text-accent-foreground",
      // The theme has no --success-foreground: text-background keeps the contrast in both themes
      // (light text on the darker light-mode green, dark text on the lighter dark-mode green).
      success: "border-transparent bg-success text-background [a&]:hover:bg-success/90",
      info: "border-transparent bg-info text-background [a&]:hover:bg-info/90",
    },
  },
  defaultVariants: { variant: "default" },
});

function Badge({
  className,
  variant,
  asChild = false,
  ...props
}: React.ComponentProps<"span"> & VariantProps<typeof badgeVariants> & { asChild?: boolean }) {
  const Component = asChild ? Slot.Root : "span";
  return <Component data-slot="badge" className={cn(badgeVariants({ variant }), className)} {...props} />;
}

export { Badge, badgeVariants };
