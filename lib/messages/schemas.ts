import { z } from "@/lib/zod";
import { LeadStage } from "@/lib/generated/prisma/enums";
import { idField, pageParam, textSchema } from "@/lib/schemas";
import { FIELD_LIMITS } from "@/lib/messages/form-fields";

export { BUDGETS, FIELD_LIMITS, PROJECT_TYPES, TIMEFRAMES } from "@/lib/messages/form-fields";

/** A trimmed text field. Absent (API clients): `required` when given; not a string: a French type error. */
const text = (label: string, required?: string) =>
  textSchema({
    error: (issue) => (issue.input === undefined && required) || `${label} doit être une chaîne de caractères`,
  }).trim();
const trimmed = () => text("Ce champ");

/** What a JSON body that is not an object (an array, a string, null) is told (the JSON API speaks French). */
export const JSON_OBJECT_EXPECTED = { error: "Le corps de la requête doit être un objet JSON." };

/** The forms whose funnel is tracked (started, then completed or abandoned). */
export const FUNNEL_FORMS = ["contact", "project", "quote", "newsletter"] as const;
export const funnelEventSchema = z.object(
  {
    formType: z.enum(FUNNEL_FORMS, "Formulaire inconnu"),
    sessionId: z.uuid("Identifiant de session invalide"),
    page: text("La page", "La page est requise")
      .min(1, "La page est requise")
      .max(FIELD_LIMITS.page.max, "Le chemin de la page est trop long")
      .startsWith("/", "La page doit être un chemin du site"),
  },
  JSON_OBJECT_EXPECTED,
);
export type FunnelEvent = z.output<typeof funnelEventSchema>;

/** POST /api/form-funnel: the browser reports a form started (first interaction) or abandoned (left unsent). */
export const funnelReportSchema = funnelEventSchema.extend({
  event: z.enum(["started", "abandoned"], "Événement inconnu"),
});

export const CONVERSION_STATUSES = ["started", "completed", "abandoned", "processed"] as const;

/** 'received': the messages visitors sent (completed or processed); 'all' adds the forms started and never sent. */
const inboxStatus = z.enum(["received", "all", ...CONVERSION_STATUSES], "Statut inconnu");

/**
 * The inbox screen's default view: the messages visitors sent, the ones to read and answer. Forms started and left
 * are one choice away in its status filter, which always says what it shows.
 */
export const INBOX_SCREEN_STATUS = "received" satisfies z.output<typeof inboxStatus>;

/** Filters and page of GET /api/form-conversions: every status unless one is asked for (spec). */
export const inboxQuerySchema = z.object({
  search: trimmed()
    .max(200, "La recherche ne peut pas dépasser 200 caractères")
    .optional()
    .transform((value) => value || undefined),
  status: inboxStatus.default("all"),
  type: z.enum(["contact", "project", "quote", "all"], "Type de message inconnu").default("all"),
  /**
   * A pipeline stage (the board's 'Voir tout'). The values come from the database's enum rather than lib/leads/rules,
   * which imports this module: a cycle would leave one of them undefined in the bundle.
   */
  stage: z.enum([...Object.values(LeadStage), "all"], "Étape inconnue").default("all"),
  page: pageParam,
  limit: z.coerce.number("Nombre par page invalide").int().min(1).max(100, "100 messages par page au plus").default(20),
  /** 'me': 'Mes demandes', the requests assigned to the signed-in account. */
  owner: z.enum(["all", "me"], "Filtre de responsable inconnu").default("all"),
  /** Spam is left out unless asked for: 'only' is the 'Spam' filter. */
  spam: z.enum(["exclude", "only"], "Filtre de spam inconnu").default("exclude"),
});
export type InboxQuery = z.output<typeof inboxQuerySchema>;

/** GET /api/form-conversions/export: the list's filters, without a page (the export holds every page). */
export const inboxExportQuerySchema = inboxQuerySchema.omit({ page: true, limit: true });

/** Filters and page of /admin/messages: the API's, with the screen's own default view. */
export const inboxViewSchema = inboxQuerySchema.extend({ status: inboxStatus.default(INBOX_SCREEN_STATUS) });

/** PUT /api/form-conversions/{id}/status: the only transition the spec shows is to 'processed'. */
export const statusUpdateSchema = z.object({ status: z.enum(CONVERSION_STATUSES, "Statut inconnu") });

export const replySchema = z.object({
  replyContent: trimmed()
    .min(1, "La réponse ne peut pas être vide")
    .max(10_000, "La réponse ne peut pas dépasser 10 000 caractères"),
  /** The sender's address; when given it must be the message's. */
  to: trimmed().pipe(z.email("Adresse du destinataire invalide")).optional(),
  subject: trimmed()
    .min(1, { error: "Le sujet est requis", abort: true })
    .max(300, "Le sujet ne peut pas dépasser 300 caractères")
    .optional(),
});
export type ReplyInput = z.output<typeof replySchema>;

// The inbox screens' server actions (app/admin/(shell)/messages/actions.ts): the same payloads as the API's, with the
// message's id, which the API reads from its address.
const messageIdField = idField("Message introuvable.");
export const messageIdSchema = z.object({ id: messageIdField });
export const messageStatusActionSchema = statusUpdateSchema.extend({ id: messageIdField });
export const messageReplyActionSchema = replySchema.extend({ id: messageIdField });
export const resendReplyActionSchema = z.object({ replyId: idField("Réponse introuvable.") });
