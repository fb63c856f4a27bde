"use client";

import { WandSparklesIcon } from "lucide-react";
import { useRef } from "react";
import { useFormContext } from "react-hook-form";
import { RichTextEditor } from "@/components/admin/blog/rich-text-editor";
import { TextareaField } from "@/components/admin/text-field";
import { Button } from "@/components/ui/button";
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  useFormField,
} from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { slugify } from "@/lib/slug";

// The fields an article's form and its translations' forms share (the words, the address; the publication is
// components/admin/scheduling/publication-card.tsx): each reads the form it sits in (react-hook-form's context),
// whose values include these.

/** The values these fields edit, as the forms hold them. */
export interface PostWordsValues {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  published: boolean;
  scheduledAt: string;
}

/**
 * 'Titre' and 'Slug', with 'Générer' (the slug from the title). While `followTitle`, the slug follows the title
 * until someone edits it: a new article or translation; a saved one keeps its address.
 */
export function TitleAndSlugFields({
  followTitle,
  pathOf,
  lang,
}: {
  followTitle: boolean;
  /** The public address for a slug, e.g. '/blog/mon-article'. */
  pathOf: (slug: string) => string;
  /** The language of the title, where it is not the back office's. */
  lang?: string;
}) {
  const form = useFormContext<PostWordsValues>();
  const slugEdited = useRef(!followTitle);
  return (
    <>
      <FormField
        control={form.control}
        name="title"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Titre</FormLabel>
            <FormControl>
              <Input
                {...field}
                lang={lang}
                onChange={(event) => {
                  field.onChange(event);
                  if (!slugEdited.current)
                    form.setValue("slug", slugify(event.target.value), {
                      shouldDirty: true,
                      shouldValidate: form.formState.isSubmitted,
                    });
                }}
              />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={form.control}
        name="slug"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Slug</FormLabel>
            <div className="flex gap-2">
              <FormControl>
                <Input
                  {...field}
                  onChange={(event) => {
                    slugEdited.current = true;
                    field.onChange(event);
                  }}
                  className="font-mono"
                />
              </FormControl>
              <Button
                type="button"
                variant="outline"
                onClick={() =>
                  form.setValue("slug", slugify(form.getValues("title")), { shouldDirty: true, shouldValidate: true })
                }
              >
                <WandSparklesIcon />
                Générer
              </Button>
            </div>
            <FormDescription>Adresse de l&apos;article : {pathOf(field.value || "…")}</FormDescription>
            <FormMessage />
          </FormItem>
        )}
      />
    </>
  );
}

/** 'Extrait' and 'Contenu' (the rich-text editor, remounted when `restored` changes: it does not follow its value). */
export function ExcerptAndContentFields({ restored, lang }: { restored: number; lang?: string }) {
  const { control } = useFormContext<PostWordsValues>();
  return (
    <>
      <TextareaField
        control={control}
        name="excerpt"
        label="Extrait"
        rows={3}
        lang={lang}
        description="Résumé affiché sur la liste du blog et dans les moteurs de recherche."
      />
      <FormField
        control={control}
        name="content"
        render={({ field, fieldState }) => (
          <FormItem>
            <FieldHeading>Contenu</FieldHeading>
            {/* The editor's text inherits the language (spelling, screen readers' voice). */}
            <div lang={lang}>
              <RichTextEditor
                key={restored}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                label="Contenu"
                invalid={Boolean(fieldState.error)}
              />
            </div>
            <FormMessage />
          </FormItem>
        )}
      />
    </>
  );
}

/** The heading of a field that is not a single input (editor, image areas): not a <label>, which would point at nothing. */
export function FieldHeading({ children }: { children: string }) {
  const { error } = useFormField();
  return (
    <p className="text-sm leading-none font-medium data-[error=true]:text-destructive" data-error={Boolean(error)}>
      {children}
    </p>
  );
}
