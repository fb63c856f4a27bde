"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";
import type { FUNNEL_FORMS } from "@/lib/messages/schemas";
import { visitorSessionId } from "../visitor-session";

type FunnelForm = (typeof FUNNEL_FORMS)[number];

/** Reports a funnel step without holding the page: sendBeacon survives the page being closed. */
function report(event: "started" | "abandoned", formType: FunnelForm, page: string) {
  const body = JSON.stringify({ event, formType, page, sessionId: visitorSessionId() });
  if (navigator.sendBeacon?.("/api/form-funnel", new Blob([body], { type: "application/json" }))) return;
  void fetch("/api/form-funnel", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body,
    keepalive: true,
  }).catch(() => {
    // The funnel is statistics: a lost report costs the visitor nothing.
  });
}

export interface FormFunnel {
  /** The page the form is on (sent with the submission, which completes the funnel). */
  page: string;
  onInteraction(): void;
  onSubmitted(): void;
}

/**
 * The form funnel of one form (spec: dashboard completion rates): 'started' on the visitor's first interaction,
 * once per page visit; 'abandoned' when they leave the page (pagehide, or a client-side navigation) without
 * submitting. The submission itself turns the started row into 'completed' on the server.
 */
export function useFormFunnel(formType: FunnelForm): FormFunnel {
  const page = usePathname();
  // The page the form was started on, until it is submitted or left.
  const startedOn = useRef<string | null>(null);

  useEffect(() => {
    const leave = () => {
      if (startedOn.current) report("abandoned", formType, startedOn.current);
      startedOn.current = null;
    };
    window.addEventListener("pagehide", leave);
    return () => {
      window.removeEventListener("pagehide", leave);
      leave();
    };
  }, [formType, page]);

  return {
    page,
    /** For the form's onInput: the first interaction starts the funnel. */
    onInteraction() {
      if (startedOn.current) return;
      startedOn.current = page;
      report("started", formType, page);
    },
    /** After a successful submission: the next interaction starts a new one. */
    onSubmitted() {
      startedOn.current = null;
    },
  };
}
