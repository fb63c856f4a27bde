"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { type Resolver, useForm } from "react-hook-form";
import { ExcerptAndContentFields, type PostWordsValues, TitleAndSlugFields } from "@/components/admin/blog/post-fields";
import { SeoFieldsSection, seoFormValues } from "@/components/admin/seo/seo-fields";
import {
  TranslationFormFrame,
  type TranslationFrameValues,
} from "@/components/admin/translations/translation-form-frame";
import { useUnsavedChanges } from "@/components/admin/unsaved-changes/use-unsaved-changes";
import type { ServerAction } from "@/lib/auth/action-result";
import { postPath } from "@/lib/blog/rules";
import {
  type PostTranslationFields,
  type PostTranslationInput,
  postTranslationSchema,
  TRANSLATION_FIELDS,
} from "@/lib/blog/schemas";
import type { AdminPostTranslation } from "@/lib/blog/translations";
import { toSiteDateTimeInput } from "@/lib/dates";
import type { TranslationLocale } from "@/lib/i18n/locales";
import { localizedPath } from "@/lib/i18n/paths";

/** The translation as the form holds it: the article and the language it belongs to, its words, SEO and publication. */
interface TranslationFormValues extends PostWordsValues, TranslationFrameValues {}

function initialValues(
  postId: number,
  locale: TranslationLocale,
  translation: AdminPostTranslation | null,
): TranslationFormValues {
  // The share image is the article's: the translation has no field for it.
  const { metaTitle, metaDescription, noIndex } = seoFormValues(translation);
  return {
    id: postId,
    locale,
    title: translation?.title ?? "",
    slug: translation?.slug ?? "",
    excerpt: translation?.excerpt ?? "",
    content: translation?.content ?? "",
    published: translation?.published ?? false,
    scheduledAt: toSiteDateTimeInput(translation?.scheduledAt),
    metaTitle,
    metaDescription,
    noIndex,
  };
}

/** /admin/blogs/translate/{id}/{language}: an article's translation, written beside its French version. */
export function TranslationForm({
  postId,
  shareImage,
  locale,
  translation,
  draftKey,
  save,
}: {
  postId: number;
  /** The article's share image (or cover), which the translation's shared links show too. */
  shareImage: string | null;
  locale: TranslationLocale;
  /** Null while the article has no version in this language. */
  translation: AdminPostTranslation | null;
  /** Where the form keeps its unsaved values (the history panel forgets them on a restore). */
  draftKey: string;
  save: ServerAction<PostTranslationInput, AdminPostTranslation>;
}) {
  const form = useForm<TranslationFormValues, unknown, PostTranslationFields>({
    resolver: zodResolver(postTranslationSchema) as Resolver<TranslationFormValues, unknown, PostTranslationFields>,
    defaultValues: initialValues(postId, locale, translation),
  });
  const unsaved = useUnsavedChanges(form, { key: draftKey });
  const pathOf = (slug: string) => localizedPath(postPath(slug), locale);

  return (
    <TranslationFormFrame
      form={form}
      unsaved={unsaved}
      kind="article"
      locale={locale}
      exists={translation !== null}
      ownText="Le texte, l'adresse et le référencement de cette langue."
      sharedText="Images, auteur, catégorie et tags sont ceux de l'article."
      fields={TRANSLATION_FIELDS}
      save={save}
      seo={
        <SeoFieldsSection<TranslationFormValues>
          imageField={false}
          lang={locale}
          defaultsOf={(values) => ({ title: values.title, description: values.excerpt, image: shareImage })}
          pathOf={(values) => pathOf(values.slug || "…")}
        />
      }
    >
      <TitleAndSlugFields followTitle={!translation} pathOf={pathOf} lang={locale} />
      <ExcerptAndContentFields restored={unsaved.restored} lang={locale} />
    </TranslationFormFrame>
  );
}
