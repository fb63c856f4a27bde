"use client";

import { Loader2Icon } from "lucide-react";
import type { ReactElement, ReactNode } from "react";
import type { Control, ControllerRenderProps, FieldPath, FieldValues, UseFormRegister } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { NativeSelect } from "@/components/ui/native-select";

/** A labelled control of a react-hook-form form, with its error message under it. */
export function Field<Values extends FieldValues, Transformed, Name extends FieldPath<Values>>({
  control,
  name,
  label,
  className,
  children,
}: {
  control: Control<Values, unknown, Transformed>;
  name: Name;
  label: string;
  className?: string;
  children: (field: ControllerRenderProps<Values, Name>) => ReactElement;
}) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={className}>
          <FormLabel>{label}</FormLabel>
          <FormControl>{children(field)}</FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/** A <select> of the spec's options, with a first empty choice that names what to pick. */
export function OptionsSelect({
  options,
  placeholder,
  value,
  ...props
}: { options: readonly string[]; placeholder: string } & Omit<React.ComponentProps<"select">, "children">) {
  return (
    <NativeSelect value={value ?? ""} {...props}>
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </NativeSelect>
  );
}

/**
 * The honeypot: a field people never see nor reach with the keyboard, that bots fill in like any other. The server
 * refuses a submission that carries it (lib/messages: admitPublicSubmission).
 */
export function HoneypotField<Values extends FieldValues & { website?: string }>({
  register,
}: {
  register: UseFormRegister<Values>;
}) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
      <label>
        Site web (laisser vide)
        <input type="text" tabIndex={-1} autoComplete="off" {...register("website" as FieldPath<Values>)} />
      </label>
    </div>
  );
}

/** The submit button: 'Envoi en cours...' and disabled while the request is on its way (spec section 4). */
export function SubmitButton({
  submitting,
  children,
  className,
}: {
  submitting: boolean;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Button type="submit" size="lg" disabled={submitting} className={className}>
      {submitting ? (
        <>
          <Loader2Icon aria-hidden className="animate-spin" />
          Envoi en cours...
        </>
      ) : (
        children
      )}
    </Button>
  );
}
