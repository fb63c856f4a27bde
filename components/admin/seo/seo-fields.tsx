"use client";

import { useSyncExternalStore } from "react";
import { type Control, type FieldValues, useFormContext, useWatch } from "react-hook-form";
import { SingleImageField } from "@/components/admin/image-fields";
import { AdminImage } from "@/components/admin/admin-image";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/utils";
import { resolveSeo, SEO_FIELD_LABELS, SEO_RECOMMENDED, type SeoDefaults, snippet } from "@/lib/seo-fields";

/** The SEO fields as a form holds them (the schema turns empty text into null). */
export interface SeoFormValues {
  metaTitle: string | null;
  metaDescription: string | null;
  socialImage: string | null;
  noIndex: boolean;
}

export const SEO_FORM_FIELDS = ["metaTitle", "metaDescription", "socialImage", "noIndex"] as const;

/** The fields' values for a form, from a saved row (or none). */
export function seoFormValues(saved?: Partial<SeoFormValues> | null): SeoFormValues {
  return {
    metaTitle: saved?.metaTitle ?? "",
    metaDescription: saved?.metaDescription ?? "",
    socialImage: saved?.socialImage ?? null,
    noIndex: saved?.noIndex ?? false,
  };
}

const noSubscription = () => () => {};
const currentHost = () => window.location.host;
const noHost = () => "";

/** 'n / max caractères', in the warning colour past the length search engines show. */
function LengthCounter({ id, length, max }: { id: string; length: number; max: number }) {
  const over = length > max;
  return (
    <p
      id={id}
      className={cn("text-xs", over ? "font-medium text-destructive" : "text-muted-foreground")}
      aria-live="polite"
    >
      {length} / {max} caractères
      {over && " : au-delà, les moteurs de recherche coupent le texte."}
    </p>
  );
}

/**
 * The 'Référencement (SEO)' section of a form (articles, projects, the site's pages): meta title and description
 * with their counters, social image, 'Ne pas indexer', and what a search result and a shared link will show. It
 * reads the form it sits in (react-hook-form's context), whose values include the SEO fields.
 */
export function SeoFieldsSection<Values extends FieldValues & Omit<SeoFormValues, "socialImage">>({
  defaultsOf,
  pathOf,
  onUploaded,
  onRemoved,
  imageField = true,
  lang,
}: {
  /** What an empty field falls back on, from the form's values: the item's title, excerpt or description, cover. */
  defaultsOf: (values: Values) => SeoDefaults;
  /** The page's address from the form's values, e.g. '/blog/mon-article'. */
  pathOf: (values: Values) => string;
  onUploaded?: (path: string) => void;
  onRemoved?: (path: string) => void;
  /** False where the share image is another's (a translation shares its article's): the previews show the default's. */
  imageField?: boolean;
  /** The language the fields and their defaults are written in, when not French (a translation's, English pages'). */
  lang?: string;
}) {
  const { control: formControl } = useFormContext<Values>();
  // Watched here, not in the form: a keystroke re-renders this section only.
  const values = useWatch({ control: formControl }) as Values;
  const control = formControl as unknown as Control<SeoFormValues>;
  const defaults = defaultsOf(values);
  const path = pathOf(values);
  const seo = resolveSeo(values, defaults);
  // The back office is served from the site's own origin: its host is the one search results show.
  const host = useSyncExternalStore(noSubscription, currentHost, noHost);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Référencement (SEO)</CardTitle>
        <CardDescription>
          Ce que montrent les moteurs de recherche et les réseaux sociaux. Laissé vide, un champ reprend le titre,
          l&apos;extrait ou l&apos;image de couverture.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-5">
        <FormField
          control={control}
          name="metaTitle"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{SEO_FIELD_LABELS.metaTitle}</FormLabel>
              <FormControl>
                <Input
                  {...field}
                  value={field.value ?? ""}
                  placeholder={defaults.title}
                  lang={lang}
                  aria-describedby="seo-title-count"
                />
              </FormControl>
              <LengthCounter id="seo-title-count" length={seo.title.length} max={SEO_RECOMMENDED.title} />
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={control}
          name="metaDescription"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{SEO_FIELD_LABELS.metaDescription}</FormLabel>
              <FormControl>
                <Textarea
                  {...field}
                  value={field.value ?? ""}
                  rows={3}
                  placeholder={snippet(defaults.description)}
                  lang={lang}
                  aria-describedby="seo-description-count"
                />
              </FormControl>
              <LengthCounter
                id="seo-description-count"
                length={seo.description.length}
                max={SEO_RECOMMENDED.description}
              />
              <FormMessage />
            </FormItem>
          )}
        />
        {imageField && (
          <FormField
            control={control}
            name="socialImage"
            render={({ field }) => (
              <FormItem>
                <p className="text-sm leading-none font-medium">{SEO_FIELD_LABELS.socialImage}</p>
                <SingleImageField
                  value={field.value}
                  label="Choisir une image de partage"
                  alt="Image de partage"
                  onChange={(image, uploaded) => {
                    if (uploaded) onUploaded?.(image);
                    field.onChange(image);
                  }}
                  onRemove={(image) => {
                    field.onChange(null);
                    onRemoved?.(image);
                  }}
                />
                <FormDescription>
                  1200 × 630 pixels de préférence. Sans image, celle de la page (couverture), sinon une image générée
                  avec le titre de la page.
                </FormDescription>
                <FormMessage />
              </FormItem>
            )}
          />
        )}
        <FormField
          control={control}
          name="noIndex"
          render={({ field }) => (
            <FormItem className="flex items-center justify-between gap-3">
              <div>
                <FormLabel>{SEO_FIELD_LABELS.noIndex}</FormLabel>
                <FormDescription>La page sort des résultats de recherche et du plan du site.</FormDescription>
              </div>
              <FormControl>
                <Switch checked={field.value} onCheckedChange={field.onChange} />
              </FormControl>
            </FormItem>
          )}
        />

        <section aria-label="Aperçu dans les résultats de recherche" className="space-y-1 rounded-lg border p-4">
          <p className="text-xs text-muted-foreground">Aperçu dans les résultats de recherche</p>
          <p className="truncate text-sm text-muted-foreground">
            {host}
            {path}
          </p>
          <p className="truncate text-lg text-primary" data-testid="seo-preview-title" lang={lang}>
            {snippet(seo.title, SEO_RECOMMENDED.title)}
          </p>
          <p className="line-clamp-2 text-sm" data-testid="seo-preview-description" lang={lang}>
            {snippet(seo.description)}
          </p>
          {seo.noIndex && <p className="text-xs font-medium text-destructive">Non indexée : absente des résultats.</p>}
        </section>

        <section aria-label="Aperçu de la carte de partage" className="overflow-hidden rounded-lg border">
          <div className="relative aspect-[1200/630] bg-muted">
            {seo.image ? (
              <AdminImage src={seo.image} alt="Image de la carte de partage" sizes="(min-width: 1024px) 480px, 100vw" />
            ) : (
              // What the server draws for a page without an image (lib/og): its title on the brand's dark background.
              <div
                role="img"
                aria-label="Image de la carte de partage (générée avec le titre)"
                className="flex size-full flex-col justify-between bg-brand-dark p-[6%] text-white"
              >
                <span className="h-1.5 w-[10%] rounded-full bg-primary" />
                <span className="line-clamp-3 text-xl leading-tight font-bold" lang={lang}>
                  {seo.title}
                </span>
                <span className="text-xs text-white/80">{host}</span>
              </div>
            )}
          </div>
          <div className="space-y-1 p-3">
            <p className="text-xs text-muted-foreground uppercase">{host}</p>
            <p className="truncate font-semibold" lang={lang}>
              {seo.title}
            </p>
            <p className="line-clamp-2 text-sm text-muted-foreground" lang={lang}>
              {seo.description}
            </p>
          </div>
        </section>
      </CardContent>
    </Card>
  );
}
