import type { ConversionStatus, FormType, MailStatus } from "@/lib/generated/prisma/enums";
import { truncate } from "@/lib/text";

/** Items the notification bell lists (unread messages, unread activities). */
export const BELL_LIST_LIMIT = 5;
/** Bell and list previews. */
export const MESSAGE_PREVIEW_LENGTH = 100;

/** Form types whose conversions are messages to answer (a newsletter subscription is not). */
export const MESSAGE_FORM_TYPES = ["contact", "project", "quote"] as const satisfies readonly FormType[];

/** The statuses of a form the visitor sent: 'completed' (unread) and 'processed' (handled). */
export const RECEIVED_STATUSES = ["completed", "processed"] as const satisfies readonly ConversionStatus[];

/** Whether a conversion is a form the visitor sent (it can be answered), rather than one started and left. */
export function isReceived(status: ConversionStatus): boolean {
  return (RECEIVED_STATUSES as readonly ConversionStatus[]).includes(status);
}

/** The data fields the inbox search looks through, per form type (spec: messages search). */
const SEARCHED_FIELDS: Record<FormType, readonly string[]> = {
  contact: ["name", "subject", "message"],
  project: ["name", "company", "projectType", "budget"],
  quote: ["name", "company", "projectType", "budget"],
  newsletter: [],
};

/** Lower-cased sender e-mail and searched fields of a form conversion, stored beside its data. */
export function conversionSearchText(formType: FormType, email: string | null, data: unknown): string {
  const record = data && typeof data === "object" ? (data as Record<string, unknown>) : {};
  const values = SEARCHED_FIELDS[formType]
    .map((field) => record[field])
    .filter((value): value is string => typeof value === "string");
  return [email ?? "", ...values].join("\n").toLowerCase();
}

/** How the back office names each form type (spec: project is 'Demande de projet', quote is 'Devis'). */
export const FORM_TYPE_LABELS: Record<FormType, string> = {
  contact: "Contact",
  project: "Demande de projet",
  quote: "Devis",
  newsletter: "Newsletter",
};

/** How the back office names each status: 'completed' is a sent message nobody has handled yet. */
export const CONVERSION_STATUS_LABELS: Record<ConversionStatus, string> = {
  completed: "Nouveau",
  processed: "Traité",
  started: "Commencé",
  abandoned: "Abandonné",
};

/** The fields a conversion's data may carry (contact: name, email, subject, message; project and quote requests). */
export interface ConversionData {
  name: string;
  email?: string;
  subject?: string;
  message?: string;
  company?: string;
  phone?: string;
  projectType?: string;
  budget?: string;
  timeframe?: string;
  description?: string;
  /** Set on the placeholder that replaces missing or corrupt data. */
  note?: string;
}

export const UNKNOWN_SENDER = "Inconnu";
export const CORRUPT_DATA_NOTE = "Données du message manquantes ou corrompues.";

/**
 * A conversion's data as an object, whether stored as an object or delivered as a JSON string; a placeholder named
 * 'Inconnu' with a note when it is missing or corrupt. The old app's 'deadline' is read as the timeframe.
 */
export function readConversionData(data: unknown): ConversionData {
  let value = data;
  if (typeof value === "string") {
    try {
      value = JSON.parse(value);
    } catch {
      value = null;
    }
  }
  if (!value || typeof value !== "object" || Array.isArray(value))
    return { name: UNKNOWN_SENDER, note: CORRUPT_DATA_NOTE };
  const record = value as Record<string, unknown>;
  const text = (key: string) =>
    typeof record[key] === "string" && (record[key] as string).trim() ? (record[key] as string) : undefined;
  const fields: ConversionData = {
    name: text("name") ?? UNKNOWN_SENDER,
    email: text("email"),
    subject: text("subject"),
    message: text("message"),
    company: text("company"),
    phone: text("phone"),
    projectType: text("projectType"),
    budget: text("budget"),
    timeframe: text("timeframe") ?? text("deadline"),
    description: text("description"),
  };
  return Object.fromEntries(
    Object.entries(fields).filter(([, field]) => field !== undefined),
  ) as unknown as ConversionData;
}

/** The subject of a reply: 'Re: ' + the contact's subject, or 'Re: Votre demande de projet (type)'. */
export function replySubject(formType: FormType, data: ConversionData): string {
  if (formType === "contact") return `Re: ${data.subject ?? "Votre message de contact"}`;
  return `Re: Votre demande de projet${data.projectType ? ` (${data.projectType})` : ""}`;
}

export interface MessageFields {
  name: string;
  email: string | null;
  subject: string;
  message: string;
}

/** Sender, subject and body of a contact message or a project/quote request, with the placeholder for bad data. */
export function messageFields(conversion: { formType: FormType; email: string | null; data: unknown }): MessageFields {
  const data = readConversionData(conversion.data);
  const email = conversion.email || data.email || null;
  const label =
    conversion.formType === "contact"
      ? "Message de contact"
      : conversion.formType === "quote"
        ? "Demande de devis"
        : "Demande de projet";
  if (data.note || data.name === UNKNOWN_SENDER)
    return { name: UNKNOWN_SENDER, email, subject: label, message: CORRUPT_DATA_NOTE };
  if (conversion.formType === "contact")
    return { name: data.name, email, subject: data.subject ?? label, message: data.message ?? "" };
  return {
    name: data.name,
    email,
    subject: data.projectType ? `${label} : ${data.projectType}` : label,
    message: data.description ?? "",
  };
}

export function messagePreview(message: string): string {
  return truncate(message, MESSAGE_PREVIEW_LENGTH);
}

/**
 * Sender, subject and body of a message as the inbox lists it (the API's snake_case shape). A form that was started
 * and never sent has no data: it shows as such rather than as corrupt data.
 */
export function inboxSummary(message: {
  form_type: FormType;
  status: ConversionStatus;
  user_email: string | null;
  data: ConversionData;
}): MessageFields {
  if (!isReceived(message.status) && message.data.note)
    return { name: "Visiteur anonyme", email: message.user_email, subject: "Formulaire non envoyé", message: "" };
  return messageFields({ formType: message.form_type, email: message.user_email, data: message.data });
}

/** The agency's notification of a message, as the back office shows it (null: none is sent for this form). */
export interface MessageMail {
  status: MailStatus;
  attempts: number;
  /** The last failure, when the last attempt failed. */
  error: string | null;
  sent_at: string | null;
}

/** A notification still unsent this long after the request is given up ('failed'): a late heads-up is noise. */
export const NOTIFICATION_GIVE_UP_HOURS = 48;

/** Wait before the next attempt of a notification whose `attempt`-th attempt failed: 30 s, doubling, 15 min at most. */
export function notificationRetryDelayMs(attempt: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempt - 1), 15 * 60_000);
}

/** The dashboard warns when notifications have been failing for longer than this. */
export const MAIL_ALERT_AFTER_MINUTES = 15;

export interface MailDeliveryHealth {
  /** The oldest request whose notification is still waiting after a failed attempt (ISO 8601), or null. */
  failingSince: string | null;
  /** Notifications waiting after a failed attempt. */
  waiting: number;
  lastError: string | null;
  /** Unprocessed messages whose notification may or may not have gone out ('unknown'). */
  uncertain: number;
  /** Unprocessed messages whose notification was given up ('failed'). */
  givenUp: number;
}

/** What the dashboard's mail warning says, one sentence per problem; empty when there is nothing to say. */
export function mailAlerts(health: MailDeliveryHealth, now: Date): string[] {
  const alerts: string[] = [];
  const failingFor = health.failingSince ? (now.getTime() - Date.parse(health.failingSince)) / 60_000 : 0;
  if (health.waiting > 0 && failingFor >= MAIL_ALERT_AFTER_MINUTES) {
    alerts.push(
      `L'envoi des notifications échoue depuis plus de ${MAIL_ALERT_AFTER_MINUTES} minutes : ` +
        `${health.waiting} notification(s) en attente, renvoyée(s) automatiquement dès que le serveur de messagerie répondra.` +
        (health.lastError ? ` Dernière erreur : ${health.lastError}` : ""),
    );
  }
  if (health.uncertain > 0) {
    alerts.push(
      `${health.uncertain} notification(s) n'ont pas pu être confirmées : elles ont peut-être été envoyées. ` +
        "Elles ne seront pas renvoyées ; vérifiez ces messages dans la boîte de réception.",
    );
  }
  if (health.givenUp > 0) {
    alerts.push(
      `${health.givenUp} notification(s) n'ont pas pu être envoyées en ${NOTIFICATION_GIVE_UP_HOURS} heures et ont été abandonnées : ` +
        "lisez ces messages dans la boîte de réception.",
    );
  }
  return alerts;
}

/** What a reply's delivery shows: a pending reply that carries an error is being sent again after a failure. */
export function replyDeliveryState(
  status: MailStatus,
  error: string | null,
): "pending" | "retrying" | "sent" | "failed" {
  if (status === "sent" || status === "failed") return status;
  return error ? "retrying" : "pending";
}
