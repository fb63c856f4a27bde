"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeftIcon, ArrowRightIcon, EyeIcon, Loader2Icon, PencilIcon, SaveIcon } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { type ReactNode, useState } from "react";
import { type FieldErrors, type FieldPath, get, type Resolver, useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import { applyFieldErrors } from "@/components/admin/form-errors";
import { LinkButton } from "@/components/admin/link-button";
import { PageHeader } from "@/components/admin/page-header";
import { GalleryField } from "@/components/admin/projects/gallery-field";
import { PROJECTS_PATH, projectEditPath, projectPreviewPath } from "@/components/admin/projects/paths";
import { STATUS_LABELS } from "@/components/admin/projects/project-badges";
import { ScheduleField } from "@/components/admin/scheduling/schedule-field";
import {
  SEO_FORM_FIELDS,
  SeoFieldsSection,
  type SeoFormValues,
  seoFormValues,
} from "@/components/admin/seo/seo-fields";
import { ChipsField, TextareaField, TextField } from "@/components/admin/text-field";
import { UnsavedChangesBanner } from "@/components/admin/unsaved-changes/unsaved-changes-banner";
import { unsavedChangesKey } from "@/components/admin/unsaved-changes/keys";
import { useUnsavedChanges } from "@/components/admin/unsaved-changes/use-unsaved-changes";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Switch } from "@/components/ui/switch";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { ActionResult, ServerAction } from "@/lib/auth/action-result";
import { toSiteDateTimeInput } from "@/lib/dates";
import type { ProjectView } from "@/lib/projects";
import { type ProjectFields, type ProjectInput, projectSchema } from "@/lib/projects/schemas";
import { PROJECT_CATEGORIES, type ProjectCategoryLabel } from "@/lib/projects/types";
import { cn } from "@/lib/utils";

/** Spec: the list comes back 1.5 s after a successful save. */
const RETURN_DELAY_MS = 1500;
const NO_IMAGE_WARNING = "Veuillez ajouter au moins une image au projet.";

interface ProjectFormValues extends SeoFormValues {
  title: string;
  category: ProjectCategoryLabel | "";
  client: string;
  date: string;
  description: { about: string; challenge: string; solution: string; results: string };
  technologies: string[];
  tags: string[];
  duration: string;
  teamSize: string;
  testimonial: { content: string; author: string; position: string };
  websiteUrl: string;
  appStoreUrl: string;
  playStoreUrl: string;
  featured: boolean;
  featuredImageIndex: number;
  status: "published" | "draft";
  scheduledAt: string;
  images: string[];
}

type Field = FieldPath<ProjectFormValues>;

const STEPS = [
  {
    id: "general",
    label: "Général",
    title: "Informations générales",
    fields: ["title", "category", "client", "date", "description.about", "featured", "status", "scheduledAt"],
  },
  {
    id: "details",
    label: "Détails",
    title: "Défi, solution et résultats",
    fields: [
      "description.challenge",
      "description.solution",
      "description.results",
      "technologies",
      "tags",
      "duration",
      "teamSize",
    ],
  },
  { id: "media", label: "Médias", title: "Galerie d'images", fields: ["images", "featuredImageIndex"] },
  {
    id: "links",
    label: "Liens",
    title: "Liens et témoignage",
    fields: [
      "websiteUrl",
      "appStoreUrl",
      "playStoreUrl",
      "testimonial.content",
      "testimonial.author",
      "testimonial.position",
      ...SEO_FORM_FIELDS,
    ],
  },
] as const satisfies readonly { id: string; label: string; title: string; fields: readonly Field[] }[];

type StepId = (typeof STEPS)[number]["id"];
const ALL_FIELDS: Field[] = STEPS.flatMap((step) => step.fields);

function formValues(project?: ProjectView): ProjectFormValues {
  return {
    title: project?.title ?? "",
    category: project?.category ?? "",
    client: project?.client ?? "",
    date: project?.date ?? "",
    description: project?.description ?? { about: "", challenge: "", solution: "", results: "" },
    technologies: project?.technologies ?? [],
    tags: project?.tags ?? [],
    duration: project?.duration ?? "",
    teamSize: project?.teamSize ?? "",
    testimonial: {
      content: project?.testimonial?.content ?? "",
      author: project?.testimonial?.author ?? "",
      position: project?.testimonial?.position ?? "",
    },
    websiteUrl: project?.websiteUrl ?? "",
    appStoreUrl: project?.appStoreUrl ?? "",
    playStoreUrl: project?.playStoreUrl ?? "",
    featured: project?.featured ?? false,
    featuredImageIndex: project?.featuredImageIndex ?? 0,
    status: project?.status ?? "draft",
    scheduledAt: toSiteDateTimeInput(project?.scheduledAt),
    images: project?.images ?? [],
    ...seoFormValues(project),
  };
}

/** The first step holding one of these fields, in the order of the steps. */
function stepOf(hasError: (field: Field) => boolean): StepId | undefined {
  return STEPS.find((step) => step.fields.some(hasError))?.id;
}

export type ProjectFormProps =
  | { mode: "create"; save: ServerAction<ProjectInput, ProjectView> }
  | {
      mode: "edit";
      project: ProjectView;
      save: ServerAction<{ id: number; project: ProjectInput }, ProjectView>;
    }
  | { mode: "preview"; project: ProjectView; canEdit: boolean };

const HEADINGS = {
  create: "Ajouter un nouveau projet",
  edit: "Modifier le projet",
  preview: "Prévisualisation du projet",
} as const;

/**
 * The four-step project form (general, details, media, links): 'Étape n sur 4', Save on the last step only,
 * every message of the shared zod schema. Preview mode runs the same checks and saves nothing.
 */
export function ProjectForm(props: ProjectFormProps) {
  const { mode } = props;
  const project = props.mode === "create" ? undefined : props.project;
  const router = useRouter();
  const [step, setStep] = useState<StepId>("general");
  const [saved, setSaved] = useState(false);
  const [uploading, setUploading] = useState(false);
  const form = useForm<ProjectFormValues, unknown, ProjectFields>({
    resolver: zodResolver(projectSchema) as unknown as Resolver<ProjectFormValues, unknown, ProjectFields>,
    defaultValues: formValues(project),
  });
  const [title, images, featuredImageIndex, status] = useWatch({
    control: form.control,
    name: ["title", "images", "featuredImageIndex", "status"],
  });
  const unsaved = useUnsavedChanges(form, {
    key: unsavedChangesKey("projet", project?.id),
    enabled: mode !== "preview",
  });
  const submitting = form.formState.isSubmitting;
  const stepIndex = STEPS.findIndex((candidate) => candidate.id === step);
  const last = stepIndex === STEPS.length - 1;

  async function next() {
    // The images are checked at save only: the media step can be left empty for now.
    const fields = STEPS[stepIndex]!.fields.filter((field) => field !== "images");
    if (await form.trigger(fields, { shouldFocus: true })) setStep(STEPS[stepIndex + 1]!.id);
  }

  function invalid(errors: FieldErrors<ProjectFormValues>) {
    const target = stepOf((field) => Boolean(get(errors, field)));
    if (target) setStep(target);
    if (target === "media" && errors.images) toast.warning(NO_IMAGE_WARNING);
    else toast.error("Erreur", { description: "Veuillez corriger les champs signalés." });
  }

  async function submit() {
    // The action parses the same schema: send what was typed, not the resolver's output.
    const values = form.getValues() as ProjectInput;
    if (props.mode === "preview") {
      console.info("Prévisualisation du projet : rien n'est enregistré.", values);
      toast.info("Mode prévisualisation", {
        description: "Le formulaire est valide. Aucune modification n'a été enregistrée.",
      });
      return;
    }
    let result: ActionResult<ProjectView>;
    try {
      result =
        props.mode === "create"
          ? await props.save(values)
          : await props.save({ id: props.project.id, project: values });
    } catch {
      toast.error("Erreur", { description: "Une erreur est survenue lors de l'enregistrement du projet." });
      return;
    }
    if (result.ok) {
      setSaved(true);
      unsaved.clear();
      toast.success(props.mode === "create" ? "Projet créé" : "Projet mis à jour", {
        description:
          props.mode === "create" ? "Le projet a été créé avec succès." : "Le projet a été mis à jour avec succès.",
      });
      setTimeout(() => router.push(PROJECTS_PATH), RETURN_DELAY_MS);
      return;
    }
    // The update action nests the project under `project`.
    const fieldErrors =
      result.fieldErrors &&
      Object.fromEntries(
        Object.entries(result.fieldErrors).map(([key, messages]) => [key.replace(/^project\./, ""), messages]),
      );
    if (applyFieldErrors(form.setError, fieldErrors, ALL_FIELDS))
      setStep(stepOf((field) => Boolean(fieldErrors?.[field])) ?? step);
    toast.error("Erreur", {
      description: result.error || "Une erreur est survenue lors de l'enregistrement du projet.",
    });
  }

  const busy = submitting || saved;
  return (
    <>
      <PageHeader
        title={HEADINGS[mode]}
        description={
          mode === "preview"
            ? "Les modifications faites ici ne sont pas enregistrées."
            : project
              ? project.title
              : "Renseignez les quatre étapes, puis enregistrez."
        }
        actions={
          <>
            <LinkButton href={PROJECTS_PATH} icon={ArrowLeftIcon}>
              Retour à la liste
            </LinkButton>
            {project && (
              <LinkButton href={projectPreviewPath(project.id)} icon={EyeIcon}>
                Aperçu
              </LinkButton>
            )}
            {props.mode === "preview" && props.canEdit && (
              <LinkButton href={projectEditPath(props.project.id)} icon={PencilIcon} variant="default">
                Modifier le projet
              </LinkButton>
            )}
          </>
        }
      />
      <Form {...form}>
        <form
          method="post"
          onSubmit={form.handleSubmit(submit, invalid)}
          noValidate
          className="grid grid-cols-1 max-w-4xl gap-6"
        >
          <UnsavedChangesBanner found={unsaved.found} onRestore={unsaved.restore} onIgnore={unsaved.ignore} />
          <Tabs value={step} onValueChange={(value) => setStep(value as StepId)}>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <TabsList className="h-auto flex-wrap">
                {STEPS.map((candidate) => (
                  <TabsTrigger
                    key={candidate.id}
                    value={candidate.id}
                    className={cn(
                      stepOf((field) => Boolean(get(form.formState.errors, field))) === candidate.id &&
                        "text-destructive",
                    )}
                  >
                    {candidate.label}
                  </TabsTrigger>
                ))}
              </TabsList>
              <StepCounter index={stepIndex} />
            </div>
            {/* Every step stays mounted (hidden when inactive): an upload in progress survives a change of step. */}
            <fieldset disabled={busy} className="contents">
              <TabsContent value="general" forceMount className="data-[state=inactive]:hidden">
                <StepCard title={STEPS[0].title} description="Ce qui présente le projet sur le site.">
                  <TextField control={form.control} name="title" label="Titre" />
                  <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
                    <FormField
                      control={form.control}
                      name="category"
                      render={({ field }) => (
                        <FormItem>
                          <FormLabel>Catégorie</FormLabel>
                          <Select value={field.value} onValueChange={field.onChange} disabled={busy}>
                            <FormControl>
                              <SelectTrigger className="w-full">
                                <SelectValue placeholder="Sélectionnez une catégorie">{field.value}</SelectValue>
                              </SelectTrigger>
                            </FormControl>
                            <SelectContent>
                              {PROJECT_CATEGORIES.map((category) => (
                                <SelectItem key={category} value={category}>
                                  {category}
                                </SelectItem>
                              ))}
                            </SelectContent>
                          </Select>
                          <FormMessage />
                        </FormItem>
                      )}
                    />
                    <TextField control={form.control} name="client" label="Client" />
                  </div>
                  <TextField
                    control={form.control}
                    name="date"
                    label="Date"
                    placeholder="Ex. : Mars 2025"
                    description="Texte libre, par exemple un mois et une année."
                  />
                  <TextareaField control={form.control} name="description.about" label="À propos du projet" rows={5} />
                  <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
                    <FormField
                      control={form.control}
                      name="status"
                      render={({ field }) => (
                        <FormItem>
                          <FormLabel>Statut</FormLabel>
                          <Select value={field.value} onValueChange={field.onChange} disabled={busy}>
                            <FormControl>
                              <SelectTrigger className="w-full">
                                <SelectValue>{STATUS_LABELS[field.value]}</SelectValue>
                              </SelectTrigger>
                            </FormControl>
                            <SelectContent>
                              <SelectItem value="draft">{STATUS_LABELS.draft}</SelectItem>
                              <SelectItem value="published">{STATUS_LABELS.published}</SelectItem>
                            </SelectContent>
                          </Select>
                          <FormDescription>Un brouillon n&apos;est pas visible sur le site.</FormDescription>
                          <FormMessage />
                        </FormItem>
                      )}
                    />
                    <FormField
                      control={form.control}
                      name="featured"
                      render={({ field }) => (
                        <FormItem>
                          <FormLabel>Mis en avant</FormLabel>
                          <div className="flex h-9 items-center">
                            <FormControl>
                              <Switch checked={field.value} onCheckedChange={field.onChange} />
                            </FormControl>
                          </div>
                          <FormDescription>
                            Affiché parmi les projets en vedette de la page d&apos;accueil.
                          </FormDescription>
                        </FormItem>
                      )}
                    />
                  </div>
                  <ScheduleField control={form.control} name="scheduledAt" published={status === "published"} />
                </StepCard>
              </TabsContent>

              <TabsContent value="details" forceMount className="data-[state=inactive]:hidden">
                <StepCard title={STEPS[1].title} description="Le récit du projet et ses mots-clés.">
                  <TextareaField control={form.control} name="description.challenge" label="Le défi" rows={4} />
                  <TextareaField control={form.control} name="description.solution" label="Notre solution" rows={4} />
                  <TextareaField control={form.control} name="description.results" label="Résultats" rows={4} />
                  <ChipsField
                    control={form.control}
                    name="technologies"
                    label="Technologies"
                    itemLabel="une technologie"
                    placeholder="Ex. : React"
                    disabled={busy}
                    description="Entrée ou « Ajouter » pour chaque technologie."
                  />
                  <ChipsField
                    control={form.control}
                    name="tags"
                    label="Tags"
                    itemLabel="un tag"
                    placeholder="Ex. : Fintech"
                    disabled={busy}
                  />
                  <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
                    <TextField
                      control={form.control}
                      name="duration"
                      label="Durée (facultatif)"
                      placeholder="Ex. : 4 mois"
                    />
                    <TextField
                      control={form.control}
                      name="teamSize"
                      label="Équipe (facultatif)"
                      placeholder="Ex. : 5 personnes"
                    />
                  </div>
                </StepCard>
              </TabsContent>

              <TabsContent value="media" forceMount className="data-[state=inactive]:hidden">
                <StepCard
                  title={STEPS[2].title}
                  description="Ajoutez une ou plusieurs images et choisissez l'image principale, affichée en tête de la page du projet."
                >
                  <FormField
                    control={form.control}
                    name="images"
                    render={({ fieldState }) => (
                      <GalleryField
                        title={title}
                        gallery={{ images, featuredImageIndex }}
                        uploadsEnabled={mode !== "preview" && !busy}
                        onUploadingChange={setUploading}
                        error={fieldState.error?.message}
                        onChange={(update) => {
                          const gallery = update({
                            images: form.getValues("images"),
                            featuredImageIndex: form.getValues("featuredImageIndex"),
                          });
                          const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
                          form.setValue("images", gallery.images, options);
                          form.setValue("featuredImageIndex", gallery.featuredImageIndex, options);
                        }}
                      />
                    )}
                  />
                </StepCard>
              </TabsContent>

              <TabsContent value="links" forceMount className="data-[state=inactive]:hidden">
                <StepCard title={STEPS[3].title} description="Tous ces champs sont facultatifs.">
                  <TextField
                    control={form.control}
                    name="websiteUrl"
                    label="Site web"
                    type="url"
                    placeholder="https://…"
                  />
                  <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
                    <TextField
                      control={form.control}
                      name="appStoreUrl"
                      label="App Store"
                      type="url"
                      placeholder="https://apps.apple.com/…"
                    />
                    <TextField
                      control={form.control}
                      name="playStoreUrl"
                      label="Google Play"
                      type="url"
                      placeholder="https://play.google.com/…"
                    />
                  </div>
                  <TextareaField
                    control={form.control}
                    name="testimonial.content"
                    label="Témoignage du client"
                    rows={4}
                    description="Laissez vide pour ne pas afficher de témoignage."
                  />
                  <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
                    <TextField control={form.control} name="testimonial.author" label="Auteur du témoignage" />
                    <TextField control={form.control} name="testimonial.position" label="Poste de l'auteur" />
                  </div>
                </StepCard>
                <div className="mt-6">
                  <SeoFieldsSection<ProjectFormValues>
                    defaultsOf={(values) => ({
                      title: values.title,
                      description: values.description.about,
                      image: values.images[values.featuredImageIndex] ?? values.images[0],
                    })}
                    pathOf={() => (project ? `/projects/${project.id}` : "/projects/…")}
                  />
                </div>
              </TabsContent>
            </fieldset>
          </Tabs>

          <div className="flex flex-wrap items-center justify-between gap-2">
            <Button asChild variant="ghost">
              <Link href={PROJECTS_PATH}>Annuler</Link>
            </Button>
            <div className="flex flex-wrap gap-2">
              {stepIndex > 0 && (
                <Button
                  type="button"
                  variant="outline"
                  onClick={() => setStep(STEPS[stepIndex - 1]!.id)}
                  disabled={busy}
                >
                  <ArrowLeftIcon />
                  Précédent
                </Button>
              )}
              {/* Distinct keys: the click on 'Suivant' that reaches the last step must not become a click on a submit button. */}
              {last ? (
                <Button key="save" type="submit" disabled={busy || uploading}>
                  {submitting ? <Loader2Icon className="animate-spin" /> : <SaveIcon />}
                  {submitting
                    ? "Enregistrement..."
                    : mode === "create"
                      ? "Créer le projet"
                      : mode === "edit"
                        ? "Mettre à jour"
                        : "Valider sans enregistrer"}
                </Button>
              ) : (
                <Button key="next" type="button" onClick={next} disabled={busy}>
                  Suivant
                  <ArrowRightIcon />
                </Button>
              )}
            </div>
          </div>
        </form>
      </Form>
    </>
  );
}

function StepCounter({ index }: { index: number }) {
  return (
    <div className="flex items-center gap-3 text-sm text-muted-foreground" aria-live="polite">
      <span>
        Étape {index + 1} sur {STEPS.length}
      </span>
      <span className="flex gap-1.5" aria-hidden>
        {STEPS.map((candidate, position) => (
          <span
            key={candidate.id}
            className={cn(
              "size-2 rounded-full",
              position === index ? "bg-primary" : position < index ? "bg-primary/40" : "bg-muted-foreground/30",
            )}
          />
        ))}
      </span>
    </div>
  );
}

function StepCard({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{title}</h2>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4">{children}</CardContent>
    </Card>
  );
}
