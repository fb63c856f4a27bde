import { clsx } from "clsx";
import { Loader2Icon } from "lucide-react";
import { type ComponentProps, type ReactNode, useId } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { FORM_CONTEXT_FIELDS, type FormState } from "@/lib/form-state";
import { FIELD_LIMITS } from "@/lib/messages/form-fields";

// The controls of the visitors' forms (rendered by PublicForm's client components). Uncontrolled: the browser keeps
// what the visitor types, before the page's scripts run as after, and React never writes over it. Each control
// carries its native constraints (required, type, lengths) and shows what the server said of it: its message (in the
// visitor's language) under it, and what was typed put back in it after a refusal (`defaultValue`, from the action's state).

interface FieldProps<Field extends string> {
  state: FormState<Field>;
  name: Field;
  label: string;
  /** The label read by screen readers only (the newsletter box shows a placeholder). */
  hiddenLabel?: boolean;
  className?: string;
}

/** The label, the control and the server's message about it. */
function FieldFrame({
  id,
  label,
  hiddenLabel,
  error,
  errorClassName,
  className,
  children,
}: {
  id: string;
  label: string;
  hiddenLabel?: boolean;
  error: string | undefined;
  errorClassName?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={clsx("grid content-start gap-2", className)}>
      <label htmlFor={id} className={clsx("form-label", hiddenLabel && "sr-only")}>
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className={clsx("form-error", errorClassName)}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The attributes that tie a control to its label and its message. */
function controlAttributes(id: string, error: string | undefined) {
  return { id, "aria-invalid": error ? true : undefined, "aria-describedby": error ? `${id}-error` : undefined };
}

export function TextField<Field extends string>({
  state,
  name,
  label,
  hiddenLabel,
  className,
  errorClassName,
  inputClassName,
  ...input
}: FieldProps<Field> & { errorClassName?: string; inputClassName?: string } & Omit<
    ComponentProps<"input">,
    "name" | "defaultValue" | "className"
  >) {
  const id = useId();
  const error = state.fieldErrors[name];
  return (
    <FieldFrame {...{ id, label, hiddenLabel, error, errorClassName, className }}>
      <input
        name={name}
        defaultValue={state.values[name]}
        className={clsx("form-control", inputClassName)}
        {...controlAttributes(id, error)}
        {...input}
      />
    </FieldFrame>
  );
}

/** The visitor's name, as the contact and request forms ask it (spec: required, 2 characters at least). */
export function NameField<Field extends string>({ state, label }: { state: FormState<Field | "name">; label: string }) {
  return (
    <TextField
      state={state}
      name="name"
      label={label}
      autoComplete="name"
      required
      minLength={FIELD_LIMITS.name.min}
      maxLength={FIELD_LIMITS.name.max}
    />
  );
}

/** The visitor's e-mail address, as the contact and request forms ask it. */
export function EmailField<Field extends string>({
  state,
  label,
}: {
  state: FormState<Field | "email">;
  label: string;
}) {
  return (
    <TextField
      state={state}
      name="email"
      label={label}
      type="email"
      autoComplete="email"
      required
      maxLength={FIELD_LIMITS.email.max}
    />
  );
}

export function TextAreaField<Field extends string>({
  state,
  name,
  label,
  className,
  ...textarea
}: FieldProps<Field> & Omit<ComponentProps<"textarea">, "name" | "defaultValue" | "className">) {
  const id = useId();
  const error = state.fieldErrors[name];
  return (
    <FieldFrame {...{ id, label, error, className }}>
      <textarea
        name={name}
        defaultValue={state.values[name]}
        className="form-control"
        {...controlAttributes(id, error)}
        {...textarea}
      />
    </FieldFrame>
  );
}

/** A choice of a <select>: the value sent (the same in every language) and the label the visitor reads. */
export interface SelectOption {
  value: string;
  label: string;
}

/** A <select> of the spec's options, with a first empty choice that names what to pick. */
export function SelectField<Field extends string>({
  state,
  name,
  label,
  className,
  options,
  placeholder,
  required,
}: FieldProps<Field> & { options: readonly SelectOption[]; placeholder: string; required?: boolean }) {
  const id = useId();
  const error = state.fieldErrors[name];
  return (
    <FieldFrame {...{ id, label, error, className }}>
      <select
        name={name}
        defaultValue={state.values[name] ?? ""}
        required={required}
        className="form-control"
        {...controlAttributes(id, error)}
      >
        <option value="">{placeholder}</option>
        {options.map(({ value, label: optionLabel }) => (
          <option key={value} value={value}>
            {optionLabel}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/**
 * The honeypot: a field people never see nor reach with the keyboard, that bots fill in like any other. The server
 * refuses a submission that carries it (lib/messages: admitPublicSubmission).
 */
export function HoneypotField({ label }: { label: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
      <label>
        {label}
        <input type="text" name={FORM_CONTEXT_FIELDS.honeypot} tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}

/** The submit button: 'Envoi en cours...' and disabled while the form is on its way with scripts (spec section 4). */
export function SubmitButton({
  pending,
  sendingLabel,
  children,
  className,
}: {
  pending: boolean;
  /** What it says while the form is on its way ('Envoi en cours...'). */
  sendingLabel: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <button type="submit" disabled={pending} data-slot="button" className={buttonVariants({ size: "lg", className })}>
      {pending ? (
        <>
          <Loader2Icon aria-hidden className="animate-spin" />
          {sendingLabel}
        </>
      ) : (
        children
      )}
    </button>
  );
}
