import { labelFields, z } from "@/lib/zod";
import { imageReferenceSchema } from "@/lib/images-schema";
import { emailSchema, textSchema } from "@/lib/schemas";

// The /admin/settings form and its server action.

/** Unused images are listed for clean-up after this many days unless the settings say otherwise. */
export const MEDIA_RETENTION_DEFAULT_DAYS = 30;

/** 'Newsletter' card: campaign mails per minute (the mail provider's limit; a shared host often allows 60). */
export const NEWSLETTER_RATE_LIMITS = { default: 60, min: 1, max: 1000 } as const;

const requiredText = (message: string, max: number) =>
  textSchema({ error: message }).trim().min(1, message).max(max, `${max} caractères au maximum`);

/** An optional http(s) link: empty means none (stored as null). */
const optionalUrl = textSchema({ error: "URL invalide" })
  .trim()
  .max(500, "500 caractères au maximum")
  .refine((value) => value === "" || /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(value), "URL invalide")
  .transform((value) => value || null);

/** Headline figures are shown as written: '150+', '98%'. */
const figure = requiredText("Ce chiffre est requis", 20);

const SAMPLE_PERCENT_MESSAGE = "Indiquez un pourcentage entier entre 0 et 100";
/** The share of visitors' page views whose web vitals are measured (lib/web-vitals), a whole percent. */
const MAILS_PER_MINUTE_MESSAGE = `Indiquez un nombre entier d'e-mails par minute entre ${NEWSLETTER_RATE_LIMITS.min} et ${NEWSLETTER_RATE_LIMITS.max}`;
/** Newsletter campaign mails per minute, all instances together (lib/newsletter/campaign-sending.ts). */
const mailsPerMinute = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
  z.coerce
    .number(MAILS_PER_MINUTE_MESSAGE)
    .int(MAILS_PER_MINUTE_MESSAGE)
    .min(NEWSLETTER_RATE_LIMITS.min, MAILS_PER_MINUTE_MESSAGE)
    .max(NEWSLETTER_RATE_LIMITS.max, MAILS_PER_MINUTE_MESSAGE)
    .default(NEWSLETTER_RATE_LIMITS.default),
);

const samplePercent = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
  z.coerce
    .number(SAMPLE_PERCENT_MESSAGE)
    .int(SAMPLE_PERCENT_MESSAGE)
    .min(0, SAMPLE_PERCENT_MESSAGE)
    .max(100, SAMPLE_PERCENT_MESSAGE),
);

export const siteSettingsSchema = z.object(
  {
    companyName: requiredText("Le nom de l'agence est requis", 200),
    phone: requiredText("Le numéro de téléphone est requis", 50),
    email: emailSchema,
    address: requiredText("L'adresse est requise", 300),
    facebookUrl: optionalUrl,
    instagramUrl: optionalUrl,
    linkedinUrl: optionalUrl,
    twitterUrl: optionalUrl,
    youtubeUrl: optionalUrl,
    statProjects: figure,
    statExperts: figure,
    statYears: figure,
    statSatisfaction: figure,
    /** 'Image de partage du site': what shared pages show when they have no image of their own; empty: the built-in one. */
    shareImage: z
      .union([z.literal(""), imageReferenceSchema])
      .nullish()
      .transform((value) => value || null),
    /** How long an unused image waits before the library lists it for clean-up. */
    mediaRetentionDays: z.coerce
      .number("Indiquez un nombre de jours")
      .int("Indiquez un nombre entier de jours")
      .min(1, "Au moins 1 jour")
      .max(3650, "3650 jours au plus")
      .default(MEDIA_RETENTION_DEFAULT_DAYS),
    webVitalsSamplePercent: samplePercent,
    newsletterMailsPerMinute: mailsPerMinute,
  },
  { error: "Les données envoyées sont invalides." },
);

labelFields(siteSettingsSchema, {
  shareImage: "Image de partage du site",
  mediaRetentionDays: "Délai avant nettoyage des images inutilisées (jours)",
  webVitalsSamplePercent: "Pages vues mesurées (%)",
  newsletterMailsPerMinute: "E-mails de campagne par minute",
});

export type SiteSettingsInput = z.output<typeof siteSettingsSchema>;
export type SiteSettingsFormValues = z.input<typeof siteSettingsSchema>;

/** The security settings (the toggle 'Double authentification obligatoire pour les administrateurs'). */
export const securitySettingsSchema = z.object(
  {
    requireAdminTwoFactor: z.boolean({ error: "Le champ requireAdminTwoFactor doit valoir true ou false." }),
  },
  { error: "Les données envoyées sont invalides." },
);

export type SecuritySettingsInput = z.output<typeof securitySettingsSchema>;
