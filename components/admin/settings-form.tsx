"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2Icon } from "lucide-react";
import { useRouter } from "next/navigation";
import { type FieldPath, useForm } from "react-hook-form";
import { toast } from "sonner";
import { applyFieldErrors } from "@/components/admin/form-errors";
import { SingleImageField } from "@/components/admin/image-fields";
import { TextField } from "@/components/admin/text-field";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Form, FormField, FormItem, FormMessage } from "@/components/ui/form";
import type { ServerAction } from "@/lib/auth/action-result";
import type { SiteSettingsView } from "@/lib/settings/defaults";
import { type SiteSettingsFormValues, type SiteSettingsInput, siteSettingsSchema } from "@/lib/settings/schemas";

type Field = { name: FieldPath<SiteSettingsFormValues>; label: string; type?: string; placeholder?: string };

const SECTIONS: { title: string; description: string; fields: Field[] }[] = [
  {
    title: "Coordonnées",
    description: "Affichées dans le pied de page, la page contact et les e-mails.",
    fields: [
      { name: "companyName", label: "Nom de l'agence" },
      { name: "phone", label: "Téléphone", type: "tel" },
      { name: "email", label: "E-mail de contact", type: "email" },
      { name: "address", label: "Adresse" },
    ],
  },
  {
    title: "Réseaux sociaux",
    description: "Laissez un champ vide pour masquer le lien.",
    fields: [
      { name: "facebookUrl", label: "Facebook", type: "url", placeholder: "https://www.facebook.com/…" },
      { name: "instagramUrl", label: "Instagram", type: "url", placeholder: "https://www.instagram.com/…" },
      { name: "linkedinUrl", label: "LinkedIn", type: "url", placeholder: "https://www.linkedin.com/company/…" },
      { name: "twitterUrl", label: "X (Twitter)", type: "url", placeholder: "https://x.com/…" },
      { name: "youtubeUrl", label: "YouTube", type: "url", placeholder: "https://www.youtube.com/@…" },
    ],
  },
  {
    title: "Chiffres clés",
    description: "Affichés tels quels sur le site, par exemple « 150+ » ou « 98% ».",
    fields: [
      { name: "statProjects", label: "Projets réalisés" },
      { name: "statExperts", label: "Experts" },
      { name: "statYears", label: "Années d'expérience" },
      { name: "statSatisfaction", label: "Clients satisfaits" },
    ],
  },
  {
    title: "Expérience des visiteurs",
    description:
      "Part des pages vues dont les navigateurs mesurent la vitesse (signaux web essentiels), en pourcentage : 100 les mesure toutes, 0 n'en mesure aucune.",
    fields: [{ name: "webVitalsSamplePercent", label: "Pages vues mesurées (%)", type: "number" }],
  },
  {
    title: "Newsletter",
    description:
      "Nombre d'e-mails de campagne envoyés par minute, toutes instances confondues : la limite de votre fournisseur de messagerie (entre 1 et 1000).",
    fields: [{ name: "newsletterMailsPerMinute", label: "E-mails de campagne par minute", type: "number" }],
  },
  {
    title: "Médiathèque",
    description:
      "Les images que plus rien n'utilise sont proposées au nettoyage après ce délai, jamais supprimées seules.",
    fields: [
      { name: "mediaRetentionDays", label: "Délai avant nettoyage des images inutilisées (jours)", type: "number" },
    ],
  },
];

const FIELD_NAMES: FieldPath<SiteSettingsFormValues>[] = [
  ...SECTIONS.flatMap((section) => section.fields.map((field) => field.name)),
  "shareImage",
];

function formValues(settings: SiteSettingsView): SiteSettingsFormValues {
  return Object.fromEntries(FIELD_NAMES.map((name) => [name, settings[name] ?? ""])) as SiteSettingsFormValues;
}

export function SettingsForm({
  settings,
  save,
}: {
  settings: SiteSettingsView;
  save: ServerAction<SiteSettingsFormValues, SiteSettingsView>;
}) {
  const router = useRouter();
  const form = useForm<SiteSettingsFormValues, unknown, SiteSettingsInput>({
    resolver: zodResolver(siteSettingsSchema),
    defaultValues: formValues(settings),
  });
  const submitting = form.formState.isSubmitting;

  async function submit() {
    // The action parses the same schema: send what was typed, not the resolver's output.
    const result = await save(form.getValues());
    if (result.ok) {
      form.reset(formValues(result.data));
      toast.success("Paramètres enregistrés", { description: "Le site public affiche désormais ces informations." });
      router.refresh();
      return;
    }
    if (!applyFieldErrors(form.setError, result.fieldErrors, FIELD_NAMES)) {
      toast.error("Impossible d'enregistrer les paramètres.", { description: result.error });
    }
  }

  return (
    <Form {...form}>
      <form method="post" onSubmit={form.handleSubmit(submit)} noValidate>
        <fieldset disabled={submitting} className="grid grid-cols-1 max-w-3xl gap-6">
          {SECTIONS.map((section) => (
            <Card key={section.title}>
              <CardHeader>
                <CardTitle>
                  <h2>{section.title}</h2>
                </CardTitle>
                <CardDescription>{section.description}</CardDescription>
              </CardHeader>
              <CardContent className="grid grid-cols-1 gap-4 sm:grid-cols-2">
                {section.fields.map(({ name, label, type, placeholder }) => (
                  <TextField
                    key={name}
                    control={form.control}
                    name={name}
                    label={label}
                    type={type ?? "text"}
                    placeholder={placeholder}
                  />
                ))}
              </CardContent>
            </Card>
          ))}
          <Card>
            <CardHeader>
              <CardTitle>
                <h2>Partage</h2>
              </CardTitle>
              <CardDescription>
                L&apos;image que montrent les réseaux sociaux pour une page qui n&apos;en a pas (1200 × 630 pixels de
                préférence). Elle est décrite dans la médiathèque avant d&apos;être montrée.
              </CardDescription>
            </CardHeader>
            <CardContent className="grid grid-cols-1 gap-4">
              <FormField
                control={form.control}
                name="shareImage"
                render={({ field }) => (
                  <FormItem>
                    <p className="text-sm leading-none font-medium">Image de partage du site</p>
                    <SingleImageField
                      value={typeof field.value === "string" && field.value ? field.value : null}
                      label="Choisir l'image de partage du site"
                      alt="Image de partage du site"
                      onChange={(path) => field.onChange(path)}
                      onRemove={() => field.onChange("")}
                    />
                    <FormMessage />
                  </FormItem>
                )}
              />
            </CardContent>
          </Card>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => form.reset()} disabled={!form.formState.isDirty}>
              Annuler les modifications
            </Button>
            <Button type="submit">
              {submitting && <Loader2Icon className="animate-spin" />}
              {submitting ? "Enregistrement..." : "Enregistrer"}
            </Button>
          </div>
        </fieldset>
      </form>
    </Form>
  );
}
