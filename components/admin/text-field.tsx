"use client";

import type { ComponentProps, ReactNode } from "react";
import type { Control, ControllerRenderProps, FieldPath, FieldValues } from "react-hook-form";
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";

interface LabelledFieldProps<Values extends FieldValues, Transformed> {
  control: Control<Values, unknown, Transformed>;
  name: FieldPath<Values>;
  label: string;
  description?: ReactNode;
}

/** A labelled control of a react-hook-form form, with its hint and its (client or server) error message. */
function LabelledField<Values extends FieldValues, Transformed>({
  control,
  name,
  label,
  description,
  render,
}: LabelledFieldProps<Values, Transformed> & { render: (field: ControllerRenderProps<Values>) => ReactNode }) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>{render(field)}</FormControl>
          {description && <FormDescription>{description}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/** A labelled text input. */
export function TextField<Values extends FieldValues, Transformed>({
  control,
  name,
  label,
  description,
  ...input
}: LabelledFieldProps<Values, Transformed> & Omit<ComponentProps<"input">, "name">) {
  return (
    <LabelledField
      control={control}
      name={name}
      label={label}
      description={description}
      render={(field) => <Input {...input} {...field} value={field.value ?? ""} />}
    />
  );
}

/** A labelled multi-line text. */
export function TextareaField<Values extends FieldValues, Transformed>({
  control,
  name,
  label,
  description,
  ...textarea
}: LabelledFieldProps<Values, Transformed> & Omit<ComponentProps<"textarea">, "name">) {
  return (
    <LabelledField
      control={control}
      name={name}
      label={label}
      description={description}
      render={(field) => <Textarea {...textarea} {...field} value={field.value ?? ""} />}
    />
  );
}
