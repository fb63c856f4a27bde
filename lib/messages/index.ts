import "server-only";
import { afterResponse } from "@/lib/after-response";
import { recordActivity } from "@/lib/activities";
import { ApiError } from "@/lib/api";
import { concurrencyLimit } from "@/lib/concurrency";
import { db, type DbClient, Prisma } from "@/lib/db";
import { serverEnv } from "@/lib/env";
import type { FormType } from "@/lib/generated/prisma/enums";
import { visitSource } from "@/lib/leads/source";
import { estimatedValueFromBudget } from "@/lib/leads/rules";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import { CATALOGUES } from "@/lib/i18n/messages";
import { conversionSearchText, RECEIVED_STATUSES } from "@/lib/messages/rules";
import type { FunnelEvent } from "@/lib/messages/schemas";
import type { ContactMessage, NewsletterSubscription, ProjectRequest } from "@/lib/messages/visitor-schemas";
import { deliverNotificationsAfterResponse } from "@/lib/messages/notifications";
import { sendReceipt } from "@/lib/messages/receipts";
import { enforceRateLimit, RATE_LIMITS } from "@/lib/rate-limit";
import { isCountedVisitor } from "@/lib/visits";

interface Submission {
  formType: FormType;
  email: string;
  data: Prisma.InputJsonObject;
  sessionId?: string;
  page?: string;
  activity: { title: string; description?: string };
  /** Whether the agency is notified by e-mail (not for newsletter subscriptions). */
  notify: boolean;
  /** A request's estimated value in FCFA, from its budget range (the pipeline). */
  estimatedValue?: number | null;
  /** The language the visitor wrote in. */
  locale: Locale;
}

/**
 * Stores a submitted form as a completed conversion and its activity, in one transaction. When the visitor had
 * started this form on this page, that 'started' row becomes the submission, so the funnel counts it once.
 */
async function storeSubmission(submission: Submission, client: Prisma.TransactionClient): Promise<{ id: number }> {
  const resent = await findResubmission(submission, client);
  if (resent) return resent;
  const fields = {
    status: "completed" as const,
    email: submission.email,
    data: submission.data,
    completedAt: new Date(),
    mailStatus: submission.notify ? ("pending" as const) : null,
    searchText: conversionSearchText(submission.formType, submission.email, submission.data),
    estimatedValue: submission.estimatedValue ?? null,
    locale: submission.locale,
    ...(submission.sessionId ? await visitSource(submission.sessionId, client) : {}),
  };
  let id: number | undefined;
  if (submission.sessionId && submission.page) {
    const started = await client.formConversion.findFirst({
      where: {
        sessionId: submission.sessionId,
        formType: submission.formType,
        pageSource: submission.page,
        status: "started",
      },
      orderBy: { createdAt: "desc" },
      select: { id: true },
    });
    // Only if still 'started': a concurrent submission may have taken that row first.
    if (
      started &&
      (await client.formConversion.updateMany({ where: { id: started.id, status: "started" }, data: fields })).count ===
        1
    ) {
      id = started.id;
    }
  }
  id ??= (
    await client.formConversion.create({
      data: {
        formType: submission.formType,
        sessionId: submission.sessionId ?? null,
        pageSource: submission.page ?? null,
        ...fields,
      },
      select: { id: true },
    })
  ).id;
  await recordActivity(
    {
      type: "form_conversion",
      title: submission.activity.title,
      description: submission.activity.description,
      targetId: id,
    },
    client,
  );
  return { id };
}

/** How long a second sending of the same form with the same words is taken for the first one sent again. */
export const RESUBMISSION_WINDOW_MINUTES = 30;

/**
 * The same form sent again with the same words within RESUBMISSION_WINDOW_MINUTES: a page reloaded after a form sent
 * without scripts (the browser posts it again), a double tap, a client retrying. It is the request already stored, not
 * a new one: no second row, activity or mail. Sendings with the same address wait for one another (a transaction
 * lock), so two arriving together are stored once.
 */
async function findResubmission(
  submission: Submission,
  client: Prisma.TransactionClient,
): Promise<{ id: number } | null> {
  await client.$queryRaw`SELECT pg_advisory_xact_lock(hashtext(${`${submission.formType}:${submission.email}`}))::text`;
  return await client.formConversion.findFirst({
    where: {
      formType: submission.formType,
      email: submission.email,
      status: { in: [...RECEIVED_STATUSES] },
      completedAt: { gte: new Date(Date.now() - RESUBMISSION_WINDOW_MINUTES * 60_000) },
      data: { equals: submission.data },
    },
    select: { id: true },
  });
}

// A burst of submissions must not exhaust the connection pool (whose waits time out): submissions take half the
// pool at most, the others queue. Notifications hold a connection only to claim and record (notifications.ts).
const submissionSlots = concurrencyLimit(Math.max(1, Math.ceil(serverEnv().DATABASE_POOL_SIZE / 2)));

/** A visitor's submission in one transaction, in one of the pool's submission slots. */
export function submissionTransaction<T>(work: (client: Prisma.TransactionClient) => Promise<T>) {
  return submissionSlots(() =>
    db.$transaction(work, {
      isolationLevel: Prisma.TransactionIsolationLevel.ReadCommitted,
      maxWait: 15_000,
      timeout: 15_000,
    }),
  );
}

/** A quote request (from the modal) or a project request (from /start-project). Notify the agency afterwards. */
export function submitProjectRequest(
  request: ProjectRequest,
  locale: Locale = DEFAULT_LOCALE,
): Promise<{ id: number }> {
  const formType = request.quoteRequest ? "quote" : "project";
  const { name, email, company, phone, projectType, budget, timeframe, description } = request;
  return submissionTransaction((client) =>
    storeSubmission(
      {
        formType,
        email,
        data: { name, email, company, phone, projectType, budget, timeframe, description },
        sessionId: request.sessionId,
        page: request.page,
        activity: {
          title: `${formType === "quote" ? "Nouvelle demande de devis" : "Nouvelle demande de projet"} de ${name}`,
          description: projectType,
        },
        notify: true,
        estimatedValue: estimatedValueFromBudget(budget),
        locale,
      },
      client,
    ),
  );
}

/** A message from the contact form. Notify the agency afterwards. */
export function submitContactMessage(
  message: ContactMessage,
  locale: Locale = DEFAULT_LOCALE,
): Promise<{ id: number }> {
  const { name, email, subject, message: body } = message;
  return submissionTransaction((client) =>
    storeSubmission(
      {
        formType: "contact",
        email,
        data: { name, email, subject, message: body },
        sessionId: message.sessionId,
        page: message.page,
        activity: { title: `Nouveau message de ${name}`, description: subject },
        notify: true,
        locale,
      },
      client,
    ),
  );
}

/**
 * A new newsletter subscriber as a form conversion: a completed 'newsletter' form (the funnel, the dashboard) and its
 * activity. lib/newsletter calls it in the transaction that adds the address; the agency is not notified.
 */
export function recordNewsletterSubmission(
  subscription: NewsletterSubscription,
  client: Prisma.TransactionClient,
  locale: Locale = DEFAULT_LOCALE,
): Promise<{ id: number }> {
  return storeSubmission(
    {
      formType: "newsletter",
      email: subscription.email,
      data: { email: subscription.email },
      sessionId: subscription.sessionId,
      page: subscription.page,
      activity: { title: `Nouvel abonné à la newsletter (à confirmer) : ${subscription.email}` },
      notify: false,
      locale,
    },
    client,
  );
}

/** What a refused submission is told: the same for a filled honeypot as for the rate limit, so bots learn nothing. */
export const TOO_MANY_SUBMISSIONS =
  "Trop de demandes ont été envoyées depuis votre connexion. Veuillez réessayer dans quelques minutes.";

/**
 * Lets a public form's submission through, or refuses it with a 429: the honeypot field `website` was filled in
 * (people do not see it, bots fill every field), or the client address spent its submissions (RATE_LIMITS.publicForm).
 */
export async function admitPublicSubmission(input: { website?: string }, clientAddress: string): Promise<void> {
  if (input.website) throw ApiError.tooManyRequests(RATE_LIMITS.publicForm.duration, TOO_MANY_SUBMISSIONS);
  await enforceRateLimit("publicForm", clientAddress, TOO_MANY_SUBMISSIONS);
}

/** Who sent a public form: their address, for the rate limit (never stored). */
export interface SubmissionSender {
  clientAddress: string;
}

/** What a visitor is told once their form is received, in their language (Forms.answers). */
export function formAnswer(kind: "request" | "contact" | "newsletter", locale: Locale = DEFAULT_LOCALE): string {
  return CATALOGUES[locale].Forms.answers[kind];
}

/** The visitor's receipt of message `id` (receipts.ts), once the answer has gone. */
function sendReceiptAfterResponse(id: number): void {
  afterResponse(`The receipt of message ${id}`, () => sendReceipt(id));
}

/**
 * A quote or project request sent by a visitor, from the JSON API (French) or the forms' server action (the page's
 * language) alike: admitted (honeypot, rate limit), stored with its language, and the agency notified after the
 * response, the visitor sent a receipt. Answers what the visitor is told, in their language.
 */
export async function receiveProjectRequest(
  request: ProjectRequest,
  sender: SubmissionSender,
  locale: Locale = DEFAULT_LOCALE,
): Promise<string> {
  await admitPublicSubmission(request, sender.clientAddress);
  const { id } = await submitProjectRequest(request, locale);
  deliverNotificationsAfterResponse();
  sendReceiptAfterResponse(id);
  return formAnswer("request", locale);
}

/**
 * A contact message sent by a visitor (JSON API or server action): admitted, stored, the agency notified and the
 * visitor sent a receipt after the response.
 */
export async function receiveContactMessage(
  message: ContactMessage,
  sender: SubmissionSender,
  locale: Locale = DEFAULT_LOCALE,
): Promise<string> {
  await admitPublicSubmission(message, sender.clientAddress);
  const { id } = await submitContactMessage(message, locale);
  deliverNotificationsAfterResponse();
  sendReceiptAfterResponse(id);
  return formAnswer("contact", locale);
}

/**
 * A form funnel report from a browser (POST /api/form-funnel): started or abandoned. Bots are not counted;
 * refused (429) past the per-address limit.
 */
export async function recordFunnelReport(
  report: FunnelEvent & { event: "started" | "abandoned" },
  { userAgent, clientAddress }: { userAgent: string | null; clientAddress: string },
): Promise<{ counted: boolean }> {
  if (!isCountedVisitor(userAgent)) return { counted: false };
  await enforceRateLimit("formFunnel", clientAddress, "Trop de requêtes. Veuillez réessayer dans une minute.");
  const { event, ...form } = report;
  await (event === "started" ? recordFormStarted(form) : recordFormAbandoned(form));
  return { counted: true };
}

/** A visitor's first interaction with a form on a page: one 'started' row per form and page visit. */
export async function recordFormStarted(event: FunnelEvent): Promise<void> {
  await db.$executeRaw`
    INSERT INTO form_conversions (form_type, status, session_id, page_source, updated_at)
    SELECT ${event.formType}::"FormType", 'started', ${event.sessionId}::uuid, ${event.page}, now()
    WHERE NOT EXISTS (
      SELECT 1 FROM form_conversions
      WHERE session_id = ${event.sessionId}::uuid AND form_type = ${event.formType}::"FormType"
        AND page_source = ${event.page} AND status = 'started')`;
}

/** The visitor left the page without submitting the form they had started. */
export async function recordFormAbandoned(event: FunnelEvent): Promise<void> {
  await db.formConversion.updateMany({
    where: { sessionId: event.sessionId, formType: event.formType, pageSource: event.page, status: "started" },
    data: { status: "abandoned" },
  });
}

export const ABANDONED_AFTER_MINUTES = 30;

/** Forms started more than 30 minutes ago and never submitted are abandoned (when no pagehide beacon arrived). */
export async function sweepAbandonedForms(now = new Date(), client: DbClient = db): Promise<number> {
  const { count } = await client.formConversion.updateMany({
    where: { status: "started", createdAt: { lt: new Date(now.getTime() - ABANDONED_AFTER_MINUTES * 60_000) } },
    data: { status: "abandoned" },
  });
  return count;
}

export {
  deliverNotificationsAfterResponse,
  deliverPendingNotifications,
  giveUpStaleNotifications,
  mailDeliveryHealth,
  markUnconfirmedNotifications,
  notificationQueue,
} from "@/lib/messages/notifications";
