"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { type FieldPath, type Resolver, useForm } from "react-hook-form";
import { SeoFieldsSection, seoFormValues } from "@/components/admin/seo/seo-fields";
import { TextareaField, TextField } from "@/components/admin/text-field";
import {
  TranslationFormFrame,
  type TranslationFrameValues,
} from "@/components/admin/translations/translation-form-frame";
import { useUnsavedChanges } from "@/components/admin/unsaved-changes/use-unsaved-changes";
import type { ServerAction } from "@/lib/auth/action-result";
import { toSiteDateTimeInput } from "@/lib/dates";
import type { TranslationLocale } from "@/lib/i18n/locales";
import { localizedPath } from "@/lib/i18n/paths";
import {
  PROJECT_DESCRIPTION_LABELS,
  PROJECT_FIELD_LABELS,
  type ProjectTranslationFields,
  type ProjectTranslationInput,
  projectTranslationSchema,
  TESTIMONIAL_LABELS,
} from "@/lib/projects/schemas";
import type { AdminProjectTranslation } from "@/lib/projects/translations";

/** The translation as the form holds it: the project and the language it belongs to, its words, SEO and publication. */
interface ProjectTranslationFormValues extends TranslationFrameValues {
  title: string;
  description: { about: string; challenge: string; solution: string; results: string };
  duration: string;
  teamSize: string;
  testimonial: { content: string; position: string };
}

const DESCRIPTION_KEYS = Object.keys(PROJECT_DESCRIPTION_LABELS) as (keyof typeof PROJECT_DESCRIPTION_LABELS)[];

/** The fields the server may name in its errors (the action's field paths, 'description.about'). */
const FIELDS: FieldPath<ProjectTranslationFormValues>[] = [
  "title",
  ...DESCRIPTION_KEYS.map((key) => `description.${key}` as const),
  "duration",
  "teamSize",
  "testimonial.content",
  "testimonial.position",
  "metaTitle",
  "metaDescription",
  "noIndex",
  "published",
  "scheduledAt",
];

function initialValues(
  projectId: number,
  locale: TranslationLocale,
  translation: AdminProjectTranslation | null,
): ProjectTranslationFormValues {
  // The share image is the project's: the translation has no field for it.
  const { metaTitle, metaDescription, noIndex } = seoFormValues(translation);
  return {
    id: projectId,
    locale,
    title: translation?.title ?? "",
    description: translation?.description ?? { about: "", challenge: "", solution: "", results: "" },
    duration: translation?.duration ?? "",
    teamSize: translation?.teamSize ?? "",
    testimonial: translation?.testimonial ?? { content: "", position: "" },
    published: translation?.published ?? false,
    scheduledAt: toSiteDateTimeInput(translation?.scheduledAt),
    metaTitle,
    metaDescription,
    noIndex,
  };
}

/**
 * /admin/projects/translate/{id}/{language}: a project's translation, written beside its French version: its title,
 * the four texts of its description, duration, team, the testimonial's text and its author's position.
 */
export function ProjectTranslationForm({
  projectId,
  shareImage,
  locale,
  translation,
  draftKey,
  save,
}: {
  projectId: number;
  /** The project's share image (or its main image), which the translation's shared links show too. */
  shareImage: string | null;
  locale: TranslationLocale;
  /** Null while the project has no version in this language. */
  translation: AdminProjectTranslation | null;
  /** Where the form keeps its unsaved values (the history panel forgets them on a restore). */
  draftKey: string;
  save: ServerAction<ProjectTranslationInput, AdminProjectTranslation>;
}) {
  const form = useForm<ProjectTranslationFormValues, unknown, ProjectTranslationFields>({
    resolver: zodResolver(projectTranslationSchema) as Resolver<
      ProjectTranslationFormValues,
      unknown,
      ProjectTranslationFields
    >,
    defaultValues: initialValues(projectId, locale, translation),
  });
  const unsaved = useUnsavedChanges(form, { key: draftKey });
  const { control } = form;

  return (
    <TranslationFormFrame
      form={form}
      unsaved={unsaved}
      kind="projet"
      locale={locale}
      exists={translation !== null}
      ownText="Les textes et le référencement de cette langue."
      sharedText="Images, client, date, catégorie, technologies, tags, liens et auteur du témoignage sont ceux du projet."
      fields={FIELDS}
      save={save}
      seo={
        <SeoFieldsSection<ProjectTranslationFormValues>
          imageField={false}
          lang={locale}
          defaultsOf={(values) => ({ title: values.title, description: values.description.about, image: shareImage })}
          pathOf={() => localizedPath(`/projects/${projectId}`, locale)}
        />
      }
    >
      <TextField control={control} name="title" label={PROJECT_FIELD_LABELS.title} lang={locale} />
      {DESCRIPTION_KEYS.map((key) => (
        <TextareaField
          key={key}
          control={control}
          name={`description.${key}`}
          label={PROJECT_DESCRIPTION_LABELS[key]}
          rows={key === "about" ? 5 : 4}
          lang={locale}
        />
      ))}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          control={control}
          name="duration"
          label={`${PROJECT_FIELD_LABELS.duration} (facultatif)`}
          lang={locale}
        />
        <TextField
          control={control}
          name="teamSize"
          label={`${PROJECT_FIELD_LABELS.teamSize} (facultatif)`}
          lang={locale}
        />
      </div>
      <TextareaField
        control={control}
        name="testimonial.content"
        label={TESTIMONIAL_LABELS.content}
        rows={4}
        lang={locale}
        description="Laissez vide pour ne pas afficher de témoignage dans cette langue."
      />
      <TextField control={control} name="testimonial.position" label={TESTIMONIAL_LABELS.position} lang={locale} />
    </TranslationFormFrame>
  );
}
