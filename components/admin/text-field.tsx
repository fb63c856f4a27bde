"use client";

import type { ComponentProps, ReactNode } from "react";
import type { Control, ControllerFieldState, ControllerRenderProps, FieldPath, FieldValues } from "react-hook-form";
import { ChipsInput } from "@/components/admin/chips-input";
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
}: LabelledFieldProps<Values, Transformed> & {
  render: (field: ControllerRenderProps<Values>, state: ControllerFieldState) => ReactNode;
}) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>{render(field, fieldState)}</FormControl>
          {description && <FormDescription>{description}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/** A labelled field's own props, and the rest, which go to its control. */
function splitFieldProps<Values extends FieldValues, Transformed, Rest>({
  control,
  name,
  label,
  description,
  ...rest
}: LabelledFieldProps<Values, Transformed> & Rest): [LabelledFieldProps<Values, Transformed>, Rest] {
  return [{ control, name, label, description }, rest as Rest];
}

/** A labelled text input. */
export function TextField<Values extends FieldValues, Transformed>(
  props: LabelledFieldProps<Values, Transformed> & Omit<ComponentProps<"input">, "name">,
) {
  const [field, input] = splitFieldProps(props);
  return <LabelledField {...field} render={(value) => <Input {...input} {...value} value={value.value ?? ""} />} />;
}

/** A labelled multi-line text. */
export function TextareaField<Values extends FieldValues, Transformed>(
  props: LabelledFieldProps<Values, Transformed> & Omit<ComponentProps<"textarea">, "name">,
) {
  const [field, textarea] = splitFieldProps(props);
  return (
    <LabelledField {...field} render={(value) => <Textarea {...textarea} {...value} value={value.value ?? ""} />} />
  );
}

/** A labelled list of short labels (tags, technologies): see ChipsInput. */
export function ChipsField<Values extends FieldValues, Transformed>(
  props: LabelledFieldProps<Values, Transformed> &
    Omit<ComponentProps<typeof ChipsInput>, "name" | "value" | "onChange">,
) {
  const [field, chips] = splitFieldProps(props);
  return (
    <LabelledField
      {...field}
      render={({ value, onChange }, { error }) => (
        <ChipsInput {...chips} value={value} onChange={onChange} aria-invalid={Boolean(error) || undefined} />
      )}
    />
  );
}
