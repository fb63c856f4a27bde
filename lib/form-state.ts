// The state of a visitor's form posted to a server action (lib/form-action.ts, components/site/forms): what the action
// answers and what the form shows. The same state reaches the form with scripts (useActionState, no reload) and
// without them (the page rendered again by the server with it), so both show the same messages and the same values.
// No `server-only`: client components read these types.

export type FormStatus = "idle" | "invalid" | "failed" | "sent";

export interface FormState<Field extends string = string> {
  status: FormStatus;
  /** What the visitor typed, put back into the fields when the form is shown again; empty once sent. */
  values: Partial<Record<Field, string>>;
  /** The message of each field the server refused (the first one of a field), in the visitor's language. */
  fieldErrors: Partial<Record<Field, string>>;
  /** What the server said: the answer to a sent form (a second newsletter subscription is told so). */
  message?: string;
}

/** A visitor's form's server action (lib/form-action.ts), as its page passes it to the form. */
export type FormAction<Field extends string> = (
  previous: FormState<Field>,
  formData: FormData,
) => Promise<FormState<Field>>;

/** A form nobody has sent yet. */
export const IDLE_FORM_STATE: FormState<never> = { status: "idle", values: {}, fieldErrors: {} };

/**
 * The fields every public form sends besides what the visitor types: the visitor session (localStorage, put in by the
 * page's bootstrap script as the form is sent), the page it was sent from, and the honeypot (lib/messages).
 */
export const FORM_CONTEXT_FIELDS = { sessionId: "sessionId", page: "page", honeypot: "website" } as const;
