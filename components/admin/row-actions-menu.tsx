"use client";

import { EyeIcon, MoreHorizontalIcon, PencilIcon, Trash2Icon } from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";

export interface RowToggle {
  label: string;
  icon: ReactNode;
  disabled?: boolean;
  onSelect(): void;
}

/**
 * The actions menu of a back-office list row: 'Voir' for everyone; 'Modifier', the row's toggle (publish,
 * feature…) and 'Supprimer' for those who may write.
 */
export function RowActionsMenu({
  label,
  viewHref,
  editHref,
  canWrite,
  toggle,
  onDelete,
}: {
  label: string;
  viewHref: string;
  editHref: string;
  canWrite: boolean;
  toggle: RowToggle;
  onDelete(): void;
}) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={label}>
          <MoreHorizontalIcon />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem asChild>
          <Link href={viewHref}>
            <EyeIcon />
            Voir
          </Link>
        </DropdownMenuItem>
        {canWrite && (
          <>
            <DropdownMenuItem asChild>
              <Link href={editHref}>
                <PencilIcon />
                Modifier
              </Link>
            </DropdownMenuItem>
            <DropdownMenuItem disabled={toggle.disabled} onSelect={toggle.onSelect}>
              {toggle.icon}
              {toggle.label}
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem variant="destructive" aria-haspopup="dialog" onSelect={onDelete}>
              <Trash2Icon />
              Supprimer
            </DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
