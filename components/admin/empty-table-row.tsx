import type { ReactNode } from "react";
import { TableCell, TableRow } from "@/components/ui/table";

/** The one row of a back-office table with nothing to list: its message across all `columns`. */
export function EmptyTableRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <TableRow>
      <TableCell colSpan={columns} className="py-10 text-center text-muted-foreground">
        {children}
      </TableCell>
    </TableRow>
  );
}
