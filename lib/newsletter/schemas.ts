import { CAMPAIGN_MAX_ARTICLES, SUBSCRIBER_STATUSES } from "@/lib/newsletter/rules";
import { parseSiteDateTime } from "@/lib/dates";
import { idField, pageParam, textSchema } from "@/lib/schemas";
import { htmlToText } from "@/lib/text";
import { labelFields, z } from "@/lib/zod";

/** Subscribers per page of the 'Newsletter' screen. */
export const SUBSCRIBERS_PAGE_SIZE = 25;

/** The 'Newsletter' screen's address and its export's: a search in the addresses, a status, a page. */
export const subscribersQuerySchema = labelFields(
  z.object({
    search: textSchema().trim().max(254, "La recherche est trop longue (254 caractères au plus).").default(""),
    status: z
      .enum(["all", ...SUBSCRIBER_STATUSES], "Le statut doit être pending, confirmed, unsubscribed ou bounced.")
      .default("all"),
    page: pageParam,
  }),
  { search: "Recherche", status: "Statut", page: "Page" },
);
export type SubscribersQuery = z.output<typeof subscribersQuerySchema>;

/** The largest CSV the import reads at once (about 20,000 addresses with a few columns). */
export const IMPORT_MAX_CHARACTERS = 1_000_000;

/** 'Importer des abonnés': a CSV of addresses, and where their consent came from (required: GDPR art. 7, ARTCI). */
export const subscribersImportSchema = labelFields(
  z.object({
    csv: textSchema({ error: "Le fichier CSV est requis." })
      .min(1, "Le fichier CSV est requis.")
      .max(IMPORT_MAX_CHARACTERS, "Le fichier est trop volumineux : importez-le en plusieurs parties (1 Mo au plus)."),
    consentNote: textSchema({ error: "Indiquez d'où vient le consentement de ces adresses." })
      .trim()
      .min(10, "Indiquez d'où vient le consentement de ces adresses (10 caractères au moins).")
      .max(500, "La provenance du consentement ne peut dépasser 500 caractères."),
  }),
  { csv: "Fichier CSV", consentNote: "Provenance du consentement" },
);
export type SubscribersImport = z.output<typeof subscribersImportSchema>;

const campaignIdField = idField("Campagne introuvable.");

const articlesMessage = `Choisissez entre 1 et ${CAMPAIGN_MAX_ARTICLES} articles publiés.`;

/**
 * A campaign as its form sends it: the title (the mail's subject), an introduction, then either a selection of
 * published articles ('digest') or free rich text ('free', sanitised by the server with the articles' allow-list).
 */
export const campaignFieldsSchema = labelFields(
  z
    .object({
      title: textSchema({ error: "Le titre est requis." })
        .trim()
        .min(1, "Le titre est requis.")
        .max(200, "Le titre ne peut dépasser 200 caractères."),
      intro: textSchema().trim().max(2000, "L'introduction ne peut dépasser 2000 caractères.").default(""),
      kind: z.enum(["digest", "free"], "Le type de campagne doit être digest ou free."),
      articleIds: z
        .array(idField("Article introuvable."), articlesMessage)
        .max(CAMPAIGN_MAX_ARTICLES, articlesMessage)
        .default([])
        .transform((ids) => [...new Set(ids)]),
      content: textSchema().max(200_000, "Le texte est trop long.").default(""),
    })
    .superRefine((campaign, context) => {
      if (campaign.kind === "digest" && campaign.articleIds.length === 0)
        context.addIssue({ code: "custom", path: ["articleIds"], message: articlesMessage });
      if (campaign.kind === "free" && htmlToText(campaign.content).length === 0)
        context.addIssue({ code: "custom", path: ["content"], message: "Le texte de la campagne est requis." });
    }),
  { title: "Titre", intro: "Introduction", kind: "Type", articleIds: "Articles", content: "Texte" },
);
export type CampaignFieldsInput = z.input<typeof campaignFieldsSchema>;
export type CampaignFields = z.output<typeof campaignFieldsSchema>;

/** 'Enregistrer': a new campaign (no id) or a draft's changes. */
export const campaignSaveSchema = labelFields(
  z.object({ id: campaignIdField.optional(), campaign: campaignFieldsSchema }),
  { id: "Campagne", campaign: "Campagne" },
);
export type CampaignSaveInput = z.input<typeof campaignSaveSchema>;

/** 'Envoyer maintenant', 'Annuler', 'Envoyer un test'. */
export const campaignIdSchema = z.object({ id: campaignIdField });

const SEND_AT_REQUIRED = "Indiquez la date et l'heure d'envoi.";
const SEND_AT_INVALID = "Date d'envoi invalide.";

/** 'Programmer': the date and time (Abidjan's) at which the campaign starts. */
export const campaignScheduleSchema = labelFields(
  z.object({
    id: campaignIdField,
    scheduledAt: textSchema({ error: SEND_AT_REQUIRED })
      .trim()
      .min(1, SEND_AT_REQUIRED)
      .max(40, SEND_AT_INVALID)
      .transform((value, context) => {
        const date = parseSiteDateTime(value);
        if (date) return date;
        context.addIssue({ code: "custom", message: SEND_AT_INVALID });
        return z.NEVER;
      })
      .refine((date) => date.getTime() > Date.now(), "La date d'envoi doit être dans le futur."),
  }),
  { id: "Campagne", scheduledAt: "Date d'envoi" },
);
