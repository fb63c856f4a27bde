"use client";

import type { ComponentProps, ReactNode } from "react";
import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";

/** A labelled text input of a react-hook-form form, with its hint and its (client or server) error message. */
export function TextField<Values extends FieldValues, Transformed>({
  control,
  name,
  label,
  description,
  ...input
}: { control: Control<Values, unknown, Transformed>; name: FieldPath<Values>; label: string; description?: ReactNode } & Omit<ComponentProps<"input">, "name">) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input {...input} {...field} value={field.value ?? ""} />
          </FormControl>
          {description && <FormDescription>{description}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
