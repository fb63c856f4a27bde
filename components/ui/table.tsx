import type * as React from "react";
import { cn } from "@/lib/utils";

// Each part's base style is a class of app/globals.css (ui-table-…), which also names it: rows and cells, repeated on
// every line of a list, carry nothing else.

/**
 * A table in a container that scrolls sideways when the table is wider than its place (a phone), so that the page
 * never does. The container is a named region the keyboard can reach and scroll (axe: scrollable-region-focusable):
 * `scrollLabel` names it, required because a table's rows may hold nothing focusable (an empty list, a read-only
 * role), and whether it will scroll depends on the screen.
 */
function Table({ className, scrollLabel, ...props }: React.ComponentProps<"table"> & { scrollLabel: string }) {
  return (
    <div data-slot="table-container" className="ui-table-container" tabIndex={0} role="region" aria-label={scrollLabel}>
      <table data-slot="table" className={cn("ui-table", className)} {...props} />
    </div>
  );
}

function TableHeader({ className, ...props }: React.ComponentProps<"thead">) {
  return <thead data-slot="table-header" className={cn("ui-table-header", className)} {...props} />;
}

function TableBody({ className, ...props }: React.ComponentProps<"tbody">) {
  return <tbody data-slot="table-body" className={cn("ui-table-body", className)} {...props} />;
}

function TableFooter({ className, ...props }: React.ComponentProps<"tfoot">) {
  return <tfoot data-slot="table-footer" className={cn("ui-table-footer", className)} {...props} />;
}

function TableRow({ className, ...props }: React.ComponentProps<"tr">) {
  return <tr className={cn("ui-table-row", className)} {...props} />;
}

function TableHead({ className, ...props }: React.ComponentProps<"th">) {
  return <th className={cn("ui-table-head", className)} {...props} />;
}

function TableCell({ className, ...props }: React.ComponentProps<"td">) {
  return <td className={cn("ui-table-cell", className)} {...props} />;
}

function TableCaption({ className, ...props }: React.ComponentProps<"caption">) {
  return <caption data-slot="table-caption" className={cn("ui-table-caption", className)} {...props} />;
}

export { Table, TableHeader, TableBody, TableFooter, TableHead, TableRow, TableCell, TableCaption };
