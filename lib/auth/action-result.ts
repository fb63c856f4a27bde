/** What every server action answers; forms turn it into a toast and field messages. */
export type ActionResult<Data> =
  | { ok: true; data: Data }
  | {
      ok: false;
      /** The HTTP status the same failure gets from the API: 400, 401, 403, 404, 409, 503… */
      status: number;
      /** A French message for the user. */
      error: string;
      /** Per-field French messages (validation, duplicates), keyed like the form's fields. */
      fieldErrors?: Record<string, string[]>;
    };

/**
 * A server action as a client component receives it from its page (`remove: ServerAction<{ id: number }>`): the
 * component never imports it from app/.
 */
export type ServerAction<Input, Data = unknown> = (input: Input) => Promise<ActionResult<Data>>;
