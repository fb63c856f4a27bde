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

interface PageSeoFormValues extends SeoFormValues {
  page: StaticPageKey;
}

/** /admin/seo: one tab per page whose text is in the code, each with its SEO fields and its own save. */
export function PageSeoScreen({
  saved,
  defaults,
  save,
}: {
  saved: Partial<Record<StaticPageKey, SeoFields>>;
  /** Each page's title, description and image when its fields are empty. */
  defaults: Record<StaticPageKey, SeoDefaults>;
  save: ServerAction<PageSeoInput, SeoFields>;
}) {
  return (
    <Tabs defaultValue="home" className="space-y-4">
      <TabsList className="flex h-auto flex-wrap">
        {STATIC_PAGE_KEYS.map((key) => (
          <TabsTrigger key={key} value={key}>
            {STATIC_PAGES[key].label}
          </TabsTrigger>
        ))}
      </TabsList>
      {STATIC_PAGE_KEYS.map((key) => (
        <TabsContent key={key} value={key}>
          <PageSeoForm page={key} saved={saved[key]} defaults={defaults[key]} save={save} />
        </TabsContent>
      ))}
    </Tabs>
  );
}

function PageSeoForm({
  page,
  saved,
  defaults,
  save,
}: {
  page: StaticPageKey;
  saved: SeoFields | undefined;
  defaults: SeoDefaults;
  save: ServerAction<PageSeoInput, SeoFields>;
}) {
  const router = useRouter();
  const form = useForm<PageSeoFormValues, unknown, PageSeoInput>({
    resolver: zodResolver(pageSeoSchema) as unknown as Resolver<PageSeoFormValues, unknown, PageSeoInput>,
    defaultValues: { page, ...seoFormValues(saved) },
  });

  async function submit() {
    const result = await save(form.getValues());
    if (!result.ok) {
      if (!applyFieldErrors(form.setError, result.fieldErrors, SEO_FORM_FIELDS))
        toast.error("Impossible d'enregistrer le référencement.", { description: result.error });
      return;
    }
    form.reset({ page, ...seoFormValues(result.data) });
    toast.success("Référencement enregistré", {
      description: `La page « ${STATIC_PAGES[page].label} » utilise désormais ces informations.`,
    });
    router.refresh();
  }

  return (
    <Form {...form}>
      <form method="post" onSubmit={(event) => form.handleSubmit(submit)(event)} noValidate className="space-y-4">
        <SeoFieldsSection<PageSeoFormValues> defaultsOf={() => defaults} pathOf={() => STATIC_PAGES[page].path} />
        <div className="flex justify-end">
          <PendingButton type="submit" pending={form.formState.isSubmitting} pendingLabel="Enregistrement...">
            Enregistrer
          </PendingButton>
        </div>
      </form>
    </Form>
  );
}
