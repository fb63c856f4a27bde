"use client";

// A client component because, once the page's scripts run, the form is sent without a reload (useActionState): a
// pending button, the server's messages in place, the spec's toasts. Before, and without scripts, the same <form>
// posts to the same server action and the server renders the page again with what it answered.
import { clsx } from "clsx";
import { type FormEvent, type ReactNode, startTransition, useActionState, useEffect, useRef, useState } from "react";
import { FORM_CONTEXT_FIELDS, type FormAction, type FormState, IDLE_FORM_STATE } from "@/lib/form-state";
import { toastFailure, toastSuccess } from "./feedback";
import { HoneypotField } from "./fields";
import type { FormKind } from "./results";
import type { FormTexts } from "./texts";
import { type FunnelForm, useFormFunnel } from "./use-form-funnel";
import { usePagePath } from "../use-page-path";

export interface PublicFormView<Field extends string> {
  state: FormState<Field>;
  /** Sent with scripts and not answered yet. */
  pending: boolean;
  /** The state the page was rendered with by the server after a form sent without scripts (no toast then). */
  answeredWithoutScripts: boolean;
}

/**
 * A visitor's form: a `<form>` whose action is `action` (lib/form-action.ts), with its context fields (page, visitor
 * session, honeypot) and the fields `children` draws from the state. With scripts it is sent in place, and what the
 * visitor typed is never reset (React's reset of a form after its action is avoided: the form is sent from onSubmit),
 * but once sent (`onSent`); the result is the spec's toast. Without scripts the browser's own checks run first
 * (required, type, lengths), then the server's, and the same texts show in the page. `sentView` replaces the form
 * once it was sent (the request forms' confirmation). `texts` are the forms' texts in the page's language.
 */
export function PublicForm<Field extends string>({
  action,
  kind,
  funnel,
  texts,
  onSent,
  sentView,
  className,
  children,
}: {
  action: FormAction<Field>;
  kind: FormKind;
  texts: FormTexts;
  funnel: FunnelForm;
  onSent?: (form: HTMLFormElement | null) => void;
  sentView?: (view: PublicFormView<Field>) => ReactNode;
  className?: string;
  children: (view: PublicFormView<Field>) => ReactNode;
}) {
  const page = usePagePath();
  const [state, dispatch, pending] = useActionState(action, IDLE_FORM_STATE as FormState<Field>);
  const [serverRendered] = useState(state);
  const handled = useRef(state);
  const form = useRef<HTMLFormElement>(null);
  const formFunnel = useFormFunnel(funnel, form);
  const view = { state, pending, answeredWithoutScripts: state === serverRendered && state.status !== "idle" };

  // From now on the server's messages, in the page's language and beside each field, rather than the browser's bubbles.
  useEffect(() => {
    if (form.current) form.current.noValidate = true;
  }, []);

  useEffect(() => {
    if (state === handled.current) return;
    handled.current = state;
    if (state.status === "sent") {
      formFunnel.onSubmitted();
      toastSuccess(texts.results, kind, state.message);
      onSent?.(form.current);
    } else if (state.status === "failed") {
      toastFailure(texts.results, kind, state.message);
    } else if (state.status === "invalid") {
      form.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
    }
  }, [state, kind, texts, formFunnel, onSent]);

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    startTransition(() => dispatch(data));
  }

  if (state.status === "sent" && sentView) return sentView(view);
  return (
    <form
      ref={form}
      action={dispatch}
      onSubmit={send}
      onInput={formFunnel.onInteraction}
      className={clsx("relative", className)}
    >
      <input type="hidden" name={FORM_CONTEXT_FIELDS.page} value={page} />
      {/* Filled in by the page's bootstrap script as the form is sent (components/site/site-boot.ts). */}
      <input type="hidden" name={FORM_CONTEXT_FIELDS.sessionId} />
      <HoneypotField label={texts.fields.honeypot} />
      {view.answeredWithoutScripts && state.status === "failed" && (
        <p role="alert" className="form-alert col-span-full">
          <strong>{texts.results.error}</strong> {texts.results[kind].failure}
        </p>
      )}
      {children(view)}
    </form>
  );
}
