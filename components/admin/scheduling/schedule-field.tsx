"use client";

import { CalendarClockIcon, XIcon } from "lucide-react";
import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { parseSiteDateTime } from "@/lib/dates";
import { scheduledForLabel } from "@/lib/scheduling/rules";

/**
 * 'Programmer': the date and time (Abidjan's) at which a draft is published by itself, or none. Not offered while the
 * form says 'Publié' (publishing now wins); 'Retirer' unschedules.
 */
export function ScheduleField<Values extends FieldValues, Transformed>({
  control,
  name,
  published,
}: {
  control: Control<Values, unknown, Transformed>;
  name: FieldPath<Values>;
  published: boolean;
}) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => {
        const value = typeof field.value === "string" ? field.value : "";
        const when = value ? parseSiteDateTime(value) : null;
        return (
          <FormItem>
            <FormLabel className="flex items-center gap-2">
              <CalendarClockIcon aria-hidden className="size-4" />
              Programmer
            </FormLabel>
            <div className="flex gap-2">
              <FormControl>
                <Input
                  type="datetime-local"
                  name={field.name}
                  ref={field.ref}
                  value={value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  disabled={published}
                  aria-label="Date et heure de publication programmée"
                />
              </FormControl>
              {value && !published && (
                <Button
                  type="button"
                  variant="outline"
                  size="icon"
                  onClick={() => field.onChange("")}
                  aria-label="Retirer la programmation"
                  title="Retirer la programmation"
                >
                  <XIcon />
                </Button>
              )}
            </div>
            <FormDescription>
              {published
                ? "Publié dès l'enregistrement : aucune programmation."
                : when
                  ? `${scheduledForLabel(when.toISOString())} (heure d'Abidjan).`
                  : "Heure d'Abidjan (GMT) : le brouillon sera publié automatiquement à cette date."}
            </FormDescription>
            <FormMessage />
          </FormItem>
        );
      }}
    />
  );
}
