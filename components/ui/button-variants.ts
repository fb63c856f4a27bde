import { cva } from "class-variance-authority";

// The base styles are the `ui-button` class (app/globals.css), as for Badge. Apart from `Button`, which merges its
// `className` over these (tailwind-merge), the public site's client components (quote button, contact map, retry
// button) style their elements with this directly, with no conflicting class: tailwind-merge would add its weight of
// script to every public page.
export const buttonVariants = cva("ui-button", {
  variants: {
    variant: {
      default: "bg-primary text-primary-foreground shadow-xs hover:bg-primary/90",
      destructive: "bg-destructive text-white shadow-xs hover:bg-destructive/90 focus-visible:ring-destructive/20",
      outline: "border bg-background shadow-xs hover:bg-accent hover:text-accent-foreground",
      /** An outline button over a dark image or background, in either theme. */
      overlay: "border border-white bg-transparent text-white shadow-xs hover:bg-white hover:text-brand-dark",
      secondary: "bg-secondary text-secondary-foreground shadow-xs hover:bg-secondary/80",
      ghost: "hover:bg-accent hover:text-accent-foreground",
      link: "text-primary underline-offset-4 hover:underline",
    },
    size: {
      default: "h-9 px-4 py-2 has-[>svg]:px-3",
      sm: "h-8 gap-1.5 rounded-md px-3 has-[>svg]:px-2.5",
      lg: "h-11 rounded-md px-6 text-base has-[>svg]:px-4",
      icon: "size-9",
    },
  },
  defaultVariants: { variant: "default", size: "default" },
});
