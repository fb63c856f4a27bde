"use client";

import { CircleCheckIcon, InfoIcon, Loader2Icon, OctagonXIcon, TriangleAlertIcon } from "lucide-react";
import type * as React from "react";
import { Toaster as Sonner, type ToasterProps } from "sonner";
import { useTheme } from "@/components/theme";

function Toaster({ toastOptions, ...props }: ToasterProps) {
  const theme = useTheme();

  return (
    <Sonner
      theme={theme}
      className="toaster group"
      // visibleToasts is 1 because the spec allows at most one toast on screen at a time: a new toast
      // takes the place of the previous one instead of stacking on top of it. Toasts stay 5000 ms by default.
      visibleToasts={1}
      duration={5000}
      closeButton
      richColors
      containerAriaLabel="Notifications"
      toastOptions={{ closeButtonAriaLabel: "Fermer la notification", ...toastOptions }}
      icons={{
        success: <CircleCheckIcon className="size-4" />,
        info: <InfoIcon className="size-4" />,
        warning: <TriangleAlertIcon className="size-4" />,
        error: <OctagonXIcon className="size-4" />,
        loading: <Loader2Icon className="size-4 animate-spin" />,
      }}
      style={
        {
          "--normal-bg": "var(--popover)",
          "--normal-text": "var(--popover-foreground)",
          "--normal-border": "var(--border)",
          "--border-radius": "var(--radius)",
        } as React.CSSProperties
      }
      {...props}
    />
  );
}

export { Toaster };
