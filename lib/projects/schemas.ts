import { labelFields, z } from "@/lib/zod";
import { textSchema } from "@/lib/schemas";
import { imageReferenceSchema } from "@/lib/images-schema";
import { idField, optionalText, scheduledAtField, translationLocaleField } from "@/lib/schemas";
import { PROJECT_CATEGORIES } from "@/lib/projects/types";
import { seoFieldsSchema } from "@/lib/seo-fields";
import { uniqueLabels } from "@/lib/text";

const atLeast = (min: number, message: string, max = 5000) =>
  textSchema().trim().min(min, message).max(max, `${max} caractères au plus`);

const optionalUrl = textSchema()
  .trim()
  .max(500, "URL trop longue")
  .refine((value) => value === "" || /^https?:\/\/[^\s.]+\.[^\s]+$/i.test(value), "URL invalide")
  .nullish()
  .transform((value) => value || null);

const chips = (message: string) =>
  z
    .array(textSchema().trim().max(50, "50 caractères au plus"))
    .transform(uniqueLabels)
    .pipe(z.array(textSchema()).min(1, message).max(30, "30 éléments au plus"));

/** The project form's field names, which messages and the history quote. */
export const PROJECT_FIELD_LABELS = {
  title: "Titre",
  category: "Catégorie",
  client: "Client",
  date: "Date",
  description: "Description du projet",
  technologies: "Technologies",
  tags: "Tags",
  duration: "Durée",
  teamSize: "Équipe",
  testimonial: "Témoignage",
  websiteUrl: "Site web",
  appStoreUrl: "App Store",
  playStoreUrl: "Google Play",
  featured: "Mis en avant",
  featuredImageIndex: "Image principale",
  status: "Statut",
  scheduledAt: "Programmer",
  images: "Images",
} as const;

/** The four texts of a project's description, as the form and the translation editor name them. */
export const PROJECT_DESCRIPTION_LABELS = {
  about: "À propos du projet",
  challenge: "Le défi",
  solution: "Notre solution",
  results: "Résultats",
} as const;

/** The testimonial's fields, as the form and the translation editor name them. */
export const TESTIMONIAL_LABELS = {
  content: "Témoignage du client",
  author: "Auteur du témoignage",
  position: "Poste de l'auteur",
};

/** A project's fields, each with its own rule and message; projectSchema relates them. */
const projectFieldsSchema = labelFields(
  z.object({
    title: atLeast(3, "Le titre doit contenir au moins 3 caractères", 200),
    category: z.enum(PROJECT_CATEGORIES, "Veuillez sélectionner une catégorie"),
    client: atLeast(2, "Le nom du client est requis", 200),
    date: atLeast(2, "La date est requise", 100),
    description: labelFields(
      z.object({
        about: atLeast(10, "À propos du projet doit contenir au moins 10 caractères"),
        challenge: atLeast(10, "Le défi doit contenir au moins 10 caractères"),
        solution: atLeast(10, "Notre solution doit contenir au moins 10 caractères"),
        results: atLeast(10, "Les résultats doivent contenir au moins 10 caractères"),
      }),
      PROJECT_DESCRIPTION_LABELS,
    ),
    technologies: chips("Au moins une technologie est requise"),
    tags: chips("Au moins un tag est requis"),
    duration: optionalText(100),
    teamSize: optionalText(100),
    testimonial: labelFields(
      z.object({ content: optionalText(2000), author: optionalText(200), position: optionalText(200) }),
      TESTIMONIAL_LABELS,
    )
      .nullish()
      .transform((value) =>
        value?.content ? { content: value.content, author: value.author ?? "", position: value.position ?? "" } : null,
      ),
    websiteUrl: optionalUrl,
    appStoreUrl: optionalUrl,
    playStoreUrl: optionalUrl,
    featured: z.boolean().default(false),
    featuredImageIndex: z.coerce.number().int().min(0).default(0),
    status: z.enum(["published", "draft"], "Le statut doit être « published » ou « draft »").default("draft"),
    /** 'Programmer': a draft is published at this time by the scheduler; ignored when the status is published. */
    scheduledAt: scheduledAtField,
    images: z
      .array(imageReferenceSchema)
      .min(1, "Veuillez ajouter au moins une image au projet.")
      .max(30, "30 images au plus"),
    ...seoFieldsSchema.shape,
  }),
  PROJECT_FIELD_LABELS,
);

/**
 * A project as the four-step form and POST/PUT /api/projects send it, with the spec's messages (section 5).
 * Unknown fields are dropped; the featured image index is capped to the last image.
 */
export const projectSchema = projectFieldsSchema.transform((project) => ({
  ...project,
  featuredImageIndex: Math.min(project.featuredImageIndex, project.images.length - 1),
}));
export type ProjectInput = z.input<typeof projectSchema>;
export type ProjectFields = z.output<typeof projectSchema>;

/** Projects per page of the back-office list. */
export const ADMIN_PROJECTS_PAGE_SIZE = 20;
export const MAX_ADMIN_PROJECTS_LIMIT = 100;

const integerParam = (name: string, min: number, max: number) =>
  z.coerce
    .number(`Le paramètre ${name} doit être un nombre entier.`)
    .int(`Le paramètre ${name} doit être un nombre entier.`)
    .min(min, `Le paramètre ${name} doit être compris entre ${min} et ${max}.`)
    .max(max, `Le paramètre ${name} doit être compris entre ${min} et ${max}.`);

/**
 * The back-office list's filters and page (the screen's address and GET /api/projects?admin=true): search in the
 * title, description, client and tags; category label; featured and status; page and page size.
 */
export const adminProjectsQuerySchema = labelFields(
  z.object({
    search: textSchema().trim().max(200, "La recherche est trop longue (200 caractères au plus).").default(""),
    category: z.enum(["all", ...PROJECT_CATEGORIES], "Catégorie de projet inconnue.").default("all"),
    featured: z.enum(["all", "true", "false"], "Le paramètre featured doit valoir true ou false.").default("all"),
    status: z
      .enum(
        ["all", "published", "draft", "scheduled"],
        "Le statut doit être « published », « draft » ou « scheduled ».",
      )
      .default("all"),
    page: integerParam("page", 1, 100_000).default(1),
    limit: integerParam("limit", 1, MAX_ADMIN_PROJECTS_LIMIT).default(ADMIN_PROJECTS_PAGE_SIZE),
  }),
  {
    search: "Recherche",
    category: "Catégorie",
    featured: "En vedette",
    status: "Statut",
    page: "Page",
    limit: "Nombre par page",
  },
);
export type AdminProjectsQuery = z.output<typeof adminProjectsQuerySchema>;

export const projectIdSchema = idField("Identifiant de projet invalide.");

/**
 * A project's translation as its editor sends it: its words (title, the four texts, duration, team, the testimonial's
 * text and its author's position), SEO fields and publication, with the project's messages; the rest (images,
 * client, date, category, technologies, tags, links, the testimonial's author) is the project's.
 */
const translationFieldsSchema = labelFields(
  projectFieldsSchema
    .pick({
      title: true,
      description: true,
      duration: true,
      teamSize: true,
      scheduledAt: true,
      metaTitle: true,
      metaDescription: true,
      noIndex: true,
    })
    .extend({
      testimonial: labelFields(
        z.object({ content: optionalText(2000), position: optionalText(200) }),
        TESTIMONIAL_LABELS,
      )
        .nullish()
        .transform((value) => (value?.content ? { content: value.content, position: value.position ?? "" } : null)),
      published: z.boolean("Statut de publication invalide").default(false),
    }),
  { testimonial: PROJECT_FIELD_LABELS.testimonial, published: "Publié" },
);
/** A translation's own fields: its editor's inputs, its revisions' content. */
export const PROJECT_TRANSLATION_FIELDS = Object.keys(
  translationFieldsSchema.shape,
) as (keyof ProjectTranslationFields)[];

export const projectTranslationSchema = translationFieldsSchema.extend({
  id: projectIdSchema,
  locale: translationLocaleField,
});
export type ProjectTranslationInput = z.input<typeof projectTranslationSchema>;
export type ProjectTranslationFields = z.output<typeof projectTranslationSchema>;

/** A translation named by its project and its language: its deletion. */
export const projectTranslationIdSchema = z.object({ id: projectIdSchema, locale: translationLocaleField });

/** PATCH /api/projects/{id} and the list's star: only the featured flag. */
export const projectFeaturedSchema = z.object({ featured: z.boolean("Le champ featured doit valoir true ou false.") });
