import type { FieldPath, FieldValues, UseFormSetError } from "react-hook-form";

/**
 * Shows the server's per-field messages (API `fieldErrors`, server action `fieldErrors`) under the form's fields;
 * answers whether any field took one, so that the caller shows a general message only otherwise.
 */
export function applyFieldErrors<Values extends FieldValues>(
  setError: UseFormSetError<Values>,
  fieldErrors: Record<string, string[]> | undefined,
  fields: readonly FieldPath<Values>[],
): boolean {
  let applied = false;
  for (const field of fields) {
    const message = fieldErrors?.[field]?.[0];
    if (message) {
      setError(field, { type: "server", message }, { shouldFocus: !applied });
      applied = true;
    }
  }
  return applied;
}
