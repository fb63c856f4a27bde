"use client";

import type { ReactNode } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { ScheduleField } from "@/components/admin/scheduling/schedule-field";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormControl, FormField, FormItem, FormLabel } from "@/components/ui/form";
import { Switch } from "@/components/ui/switch";

/** The values the card edits, as the forms hold them (an article's, a translation's). */
export interface PublicationValues {
  published: boolean;
  scheduledAt: string;
}

/**
 * The 'Publication' card: 'Publier …' and 'Programmer', with what the choice means for the site, then the form's
 * buttons (`children`).
 */
export function PublicationCard({
  label,
  publishedHint,
  draftHint,
  children,
}: {
  label: string;
  publishedHint: string;
  draftHint: string;
  children: ReactNode;
}) {
  const { control } = useFormContext<PublicationValues>();
  const published = useWatch({ control, name: "published" });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Publication</CardTitle>
        <CardDescription>{published ? publishedHint : draftHint}</CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4">
        <FormField
          control={control}
          name="published"
          render={({ field }) => (
            <FormItem className="flex items-center justify-between gap-3">
              <FormLabel>{label}</FormLabel>
              <FormControl>
                <Switch checked={field.value} onCheckedChange={field.onChange} />
              </FormControl>
            </FormItem>
          )}
        />
        <ScheduleField control={control} name="scheduledAt" published={published} />
        <div className="flex flex-wrap justify-end gap-2">{children}</div>
      </CardContent>
    </Card>
  );
}
