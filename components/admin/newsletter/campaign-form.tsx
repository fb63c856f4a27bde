"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { type Resolver, useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import { RichTextEditor } from "@/components/admin/blog/rich-text-editor";
import { applyFieldErrors } from "@/components/admin/form-errors";
import { PendingButton } from "@/components/admin/pending-button";
import { TextareaField, TextField } from "@/components/admin/text-field";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Form, FormField, FormItem, FormMessage } from "@/components/ui/form";
import type { ServerAction } from "@/lib/auth/action-result";
import { formatDate } from "@/lib/dates";
import type { CampaignArticle, CampaignView } from "@/lib/newsletter/campaigns";
import { CAMPAIGN_KIND_LABELS, CAMPAIGN_PATHS, type CampaignKind } from "@/lib/newsletter/rules";
import { type CampaignFields, campaignFieldsSchema, type CampaignSaveInput } from "@/lib/newsletter/schemas";

interface CampaignValues {
  title: string;
  intro: string;
  kind: CampaignKind;
  articleIds: number[];
  content: string;
}

const FIELDS = ["title", "intro", "kind", "articleIds", "content"] as const;

/** The server's field messages, keyed 'campaign.title' by the action's parse or 'articleIds' by the domain. */
function unnested(fieldErrors: Record<string, string[]> | undefined) {
  return Object.fromEntries(
    Object.entries(fieldErrors ?? {}).map(([key, value]) => [key.replace(/^campaign\./, ""), value]),
  );
}

/**
 * A campaign's composition: its title (the mail's subject), an introduction, and either published articles (the
 * digest proposed by default: those since the last campaign, ticked) or free rich text.
 */
export function CampaignForm({
  campaign,
  articles,
  proposedIds,
  save,
}: {
  campaign?: CampaignView;
  articles: CampaignArticle[];
  proposedIds: number[];
  save: ServerAction<CampaignSaveInput, { id: number }>;
}) {
  const router = useRouter();
  const form = useForm<CampaignValues, unknown, CampaignFields>({
    resolver: zodResolver(campaignFieldsSchema) as Resolver<CampaignValues, unknown, CampaignFields>,
    defaultValues: {
      title: campaign?.title ?? "",
      intro: campaign?.intro ?? "",
      kind: campaign?.kind ?? "digest",
      articleIds: campaign ? campaign.articleIds : proposedIds,
      content: campaign?.content ?? "",
    },
  });
  const kind = useWatch({ control: form.control, name: "kind" });
  const submitting = form.formState.isSubmitting;

  async function submit() {
    const result = await save({ id: campaign?.id, campaign: form.getValues() });
    if (!result.ok) {
      if (applyFieldErrors(form.setError, unnested(result.fieldErrors), FIELDS)) return;
      toast.error("Impossible d'enregistrer la campagne.", { description: result.error });
      return;
    }
    toast.success("Campagne enregistrée");
    if (campaign) router.refresh();
    else router.push(CAMPAIGN_PATHS.edit(result.data.id));
  }

  return (
    <Form {...form}>
      <form method="post" onSubmit={form.handleSubmit(submit)} noValidate className="min-w-0">
        <fieldset disabled={submitting} className="grid min-w-0 gap-6">
          <Card className="min-w-0">
            <CardHeader>
              <CardTitle>
                <h2>Contenu</h2>
              </CardTitle>
              <CardDescription>Le titre est l&apos;objet de l&apos;e-mail.</CardDescription>
            </CardHeader>
            <CardContent className="grid min-w-0 gap-4">
              <TextField control={form.control} name="title" label="Titre" maxLength={200} />
              <TextareaField
                control={form.control}
                name="intro"
                label="Introduction"
                description="Quelques mots en tête de l'e-mail (une ligne vide sépare les paragraphes)."
                rows={4}
              />
              <FormField
                control={form.control}
                name="kind"
                render={({ field }) => (
                  <FormItem>
                    <fieldset className="grid gap-2">
                      <legend className="mb-1 text-sm font-medium">Type de campagne</legend>
                      {(Object.keys(CAMPAIGN_KIND_LABELS) as CampaignKind[]).map((value) => (
                        <label key={value} className="flex items-center gap-2 text-sm">
                          <input
                            type="radio"
                            name={field.name}
                            value={value}
                            checked={field.value === value}
                            onChange={() => field.onChange(value)}
                            className="size-4 accent-primary"
                          />
                          {CAMPAIGN_KIND_LABELS[value]}
                        </label>
                      ))}
                    </fieldset>
                    <FormMessage />
                  </FormItem>
                )}
              />
              {kind === "digest" ? (
                <FormField
                  control={form.control}
                  name="articleIds"
                  render={({ field }) => (
                    <FormItem>
                      <fieldset className="grid min-w-0 gap-2">
                        <legend className="mb-1 text-sm font-medium">Articles</legend>
                        <p className="text-sm text-muted-foreground">
                          Les articles publiés depuis la dernière campagne sont cochés.
                        </p>
                        {articles.length === 0 && (
                          <p className="text-sm text-muted-foreground">Aucun article publié pour l&apos;instant.</p>
                        )}
                        {articles.map((article) => (
                          <label key={article.id} className="flex min-w-0 items-start gap-2 text-sm">
                            <input
                              type="checkbox"
                              value={article.id}
                              checked={field.value.includes(article.id)}
                              onChange={(event) =>
                                field.onChange(
                                  event.target.checked
                                    ? [...field.value, article.id]
                                    : field.value.filter((id: number) => id !== article.id),
                                )
                              }
                              className="mt-0.5 size-4 shrink-0 accent-primary"
                            />
                            <span className="min-w-0 break-words">
                              {article.title}
                              {article.publishedAt && (
                                <span className="text-muted-foreground"> — {formatDate(article.publishedAt)}</span>
                              )}
                            </span>
                          </label>
                        ))}
                      </fieldset>
                      <FormMessage />
                    </FormItem>
                  )}
                />
              ) : (
                <FormField
                  control={form.control}
                  name="content"
                  render={({ field, fieldState }) => (
                    <FormItem className="min-w-0">
                      <p className="text-sm font-medium">Texte</p>
                      <RichTextEditor
                        value={field.value}
                        onChange={field.onChange}
                        onBlur={field.onBlur}
                        label="Texte de la campagne"
                        invalid={Boolean(fieldState.error)}
                      />
                      <FormMessage />
                    </FormItem>
                  )}
                />
              )}
            </CardContent>
          </Card>
          <div>
            <PendingButton type="submit" pending={submitting} pendingLabel="Enregistrement...">
              Enregistrer
            </PendingButton>
          </div>
        </fieldset>
      </form>
    </Form>
  );
}
