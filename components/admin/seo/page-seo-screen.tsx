"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { type Resolver, useForm } from "react-hook-form";
import { toast } from "sonner";
import { applyFieldErrors } from "@/components/admin/form-errors";
import { PendingButton } from "@/components/admin/pending-button";
import {
  SEO_FORM_FIELDS,
  SeoFieldsSection,
  type SeoFormValues,
  seoFormValues,
} from "@/components/admin/seo/seo-fields";
import { Form } from "@/components/ui/form";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { ServerAction } from "@/lib/auth/action-result";
import {
  type PageSeoInput,
  pageSeoSchema,
  STATIC_PAGE_KEYS,
  STATIC_PAGES,
  type StaticPageKey,
} from "@/lib/page-seo/catalog";
import type { SeoDefaults, SeoFields } from "@/lib/seo-fields";
import { DEFAULT_LOCALE, LANGUAGE_NAMES, type Locale, WRITTEN_LOCALES } from "@/lib/i18n/locales";
import { localizedPath } from "@/lib/i18n/paths";

interface PageSeoFormValues extends SeoFormValues {
  page: StaticPageKey;
  locale: Locale;
}

/**
 * /admin/seo: a tab per language, and in it one per page whose text is in the code, each with its SEO fields and its
 * own save. Another language than French has no share image of its own (the page's is shared).
 */
export function PageSeoScreen({
  saved,
  defaults,
  save,
}: {
  /** Each language's saved fields (another language's flag is French's until it is saved). */
  saved: Record<Locale, Partial<Record<StaticPageKey, SeoFields>>>;
  /** Each page's title, description and image when its fields are empty, in each language. */
  defaults: Record<Locale, Record<StaticPageKey, SeoDefaults>>;
  save: ServerAction<PageSeoInput, SeoFields>;
}) {
  return (
    <Tabs defaultValue={DEFAULT_LOCALE} className="space-y-4">
      <TabsList aria-label="Langue">
        {WRITTEN_LOCALES.map((locale) => (
          <TabsTrigger key={locale} value={locale} lang={locale}>
            {LANGUAGE_NAMES[locale]}
          </TabsTrigger>
        ))}
      </TabsList>
      {WRITTEN_LOCALES.map((locale) => (
        <TabsContent key={locale} value={locale}>
          <Tabs defaultValue="home" className="space-y-4">
            <TabsList aria-label="Page" className="flex h-auto flex-wrap">
              {STATIC_PAGE_KEYS.map((key) => (
                <TabsTrigger key={key} value={key}>
                  {STATIC_PAGES[key].label}
                </TabsTrigger>
              ))}
            </TabsList>
            {STATIC_PAGE_KEYS.map((key) => (
              <TabsContent key={key} value={key}>
                <PageSeoForm
                  page={key}
                  locale={locale}
                  saved={saved[locale][key]}
                  defaults={defaults[locale][key]}
                  save={save}
                />
              </TabsContent>
            ))}
          </Tabs>
        </TabsContent>
      ))}
    </Tabs>
  );
}

function PageSeoForm({
  page,
  locale,
  saved,
  defaults,
  save,
}: {
  page: StaticPageKey;
  locale: Locale;
  saved: SeoFields | undefined;
  defaults: SeoDefaults;
  save: ServerAction<PageSeoInput, SeoFields>;
}) {
  const router = useRouter();
  const form = useForm<PageSeoFormValues, unknown, PageSeoInput>({
    resolver: zodResolver(pageSeoSchema) as unknown as Resolver<PageSeoFormValues, unknown, PageSeoInput>,
    defaultValues: { page, locale, ...seoFormValues(saved) },
  });

  async function submit() {
    const result = await save(form.getValues());
    if (!result.ok) {
      if (!applyFieldErrors(form.setError, result.fieldErrors, SEO_FORM_FIELDS))
        toast.error("Impossible d'enregistrer le référencement.", { description: result.error });
      return;
    }
    form.reset({ page, locale, ...seoFormValues(result.data) });
    toast.success("Référencement enregistré", {
      description: `La page « ${STATIC_PAGES[page].label} » utilise désormais ces informations.`,
    });
    router.refresh();
  }

  return (
    <Form {...form}>
      <form method="post" onSubmit={(event) => form.handleSubmit(submit)(event)} noValidate className="space-y-4">
        <SeoFieldsSection<PageSeoFormValues>
          imageField={locale === DEFAULT_LOCALE}
          lang={locale === DEFAULT_LOCALE ? undefined : locale}
          defaultsOf={() => defaults}
          pathOf={() => localizedPath(STATIC_PAGES[page].path, locale)}
        />
        <div className="flex justify-end">
          <PendingButton type="submit" pending={form.formState.isSubmitting} pendingLabel="Enregistrement...">
            Enregistrer
          </PendingButton>
        </div>
      </form>
    </Form>
  );
}
