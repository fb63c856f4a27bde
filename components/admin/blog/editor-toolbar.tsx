"use client";

import type { LucideIcon } from "lucide-react";
import { type ComponentProps, type ReactNode, useState } from "react";
import { Button } from "@/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { cn } from "@/lib/utils";

/**
 * A button of the editor's toolbar, named by `label`; `active` for a toggle (aria-pressed). Other props (a popover
 * trigger's) go to the button.
 */
export function ToolbarButton({
  icon: Icon,
  label,
  title = label,
  active,
  ...props
}: Omit<ComponentProps<typeof Button>, "title"> & {
  icon: LucideIcon;
  label: string;
  title?: string;
  active?: boolean;
}) {
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      className={cn("size-8", active && "bg-accent text-accent-foreground")}
      aria-label={label}
      title={title}
      aria-pressed={active}
      // The editor keeps the focus and the selection: what is typed right after a click goes into the text.
      onMouseDown={(event) => event.preventDefault()}
      {...props}
    >
      <Icon />
    </Button>
  );
}

/**
 * A button of the editor's toolbar that opens a small form (a link's address, an image's alternative text): `onOpen`
 * reads the selection's current values into the fields, 'Appliquer' calls `onApply` and closes it.
 */
export function ToolbarPopover({
  label,
  title = label,
  icon,
  active,
  disabled,
  onOpen,
  onApply,
  children,
  extraAction,
}: {
  label: string;
  title?: string;
  icon: LucideIcon;
  /** A toggle's state (aria-pressed); undefined for a button that is not one. */
  active?: boolean;
  disabled?: boolean;
  onOpen: () => void;
  onApply: () => void;
  children: ReactNode;
  /** Another button beside 'Appliquer', given what closes the form. */
  extraAction?: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) onOpen();
      }}
    >
      <PopoverTrigger asChild>
        <ToolbarButton icon={icon} label={label} title={title} active={active} disabled={disabled} />
      </PopoverTrigger>
      <PopoverContent className="w-80 max-w-[calc(100vw-2rem)]">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            // Inside the article form: this small form must not submit it.
            event.stopPropagation();
            onApply();
            setOpen(false);
          }}
          className="space-y-3"
        >
          {children}
          <div className="flex justify-end gap-2">
            {extraAction?.(() => setOpen(false))}
            <Button type="submit" size="sm">
              Appliquer
            </Button>
          </div>
        </form>
      </PopoverContent>
    </Popover>
  );
}
