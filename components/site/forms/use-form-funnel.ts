"use client";

import { type RefObject, useEffect, useRef } from "react";
import { FORM_CONTEXT_FIELDS } from "@/lib/form-state";
import type { FUNNEL_FORMS } from "@/lib/messages/schemas";
import { visitorSession } from "../visitor-session";
import { usePagePath } from "../use-page-path";

export type FunnelForm = (typeof FUNNEL_FORMS)[number];

/** Reports a funnel step without holding the page: sendBeacon survives the page being closed. */
function report(event: "started" | "abandoned", formType: FunnelForm, page: string) {
  const body = JSON.stringify({ event, formType, page, sessionId: visitorSession().id });
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

/** Whether the visitor typed or picked something in `form` before its scripts ran (its fields are uncontrolled). */
function filledBeforeScripts(form: HTMLFormElement | null): boolean {
  return [...(form?.elements ?? [])].some((element) => {
    const visible =
      element instanceof HTMLInputElement
        ? element.type !== "hidden" && element.name !== FORM_CONTEXT_FIELDS.honeypot
        : element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement;
    return visible && (element as HTMLInputElement).value !== "";
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
 * once per page visit (or at once, when they typed in it before the page's scripts ran); 'abandoned' when they leave
 * the page (pagehide, or a client-side navigation) without submitting. The submission itself turns the started row
 * into 'completed' on the server, with or without scripts.
 */
export function useFormFunnel(formType: FunnelForm, form: RefObject<HTMLFormElement | null>): FormFunnel {
  const page = usePagePath();
  // The page the form was started on, until it is submitted or left.
  const startedOn = useRef<string | null>(null);

  useEffect(() => {
    if (filledBeforeScripts(form.current) && !startedOn.current) {
      startedOn.current = page;
      report("started", formType, page);
    }
  }, [form, formType, page]);

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
