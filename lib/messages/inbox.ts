import "server-only";
import { recordActivity } from "@/lib/activities";
import { ApiError } from "@/lib/api";
import { db, type Prisma } from "@/lib/db";
import { serverEnv } from "@/lib/env";
import type { ConversionStatus, FormType } from "@/lib/generated/prisma/enums";
import { MailError, sendMail } from "@/lib/mail";
import {
  type ConversionData,
  isReceived,
  MESSAGE_FORM_TYPES,
  RECEIVED_STATUSES,
  messageFields,
  type MessageMail,
  messagePreview,
  readConversionData,
  replyDeliveryState,
  replySubject,
} from "@/lib/messages/rules";
import type { InboxQuery, ReplyInput } from "@/lib/messages/schemas";
import { sumTotals } from "@/lib/messages/totals";
import { inIdOrder, type Pagination, paginate } from "@/lib/pagination";
import { findSiteSettings } from "@/lib/settings";
import { htmlParagraph } from "@/lib/mail/html";

/** A message as the inbox and the spec's API present it. */
export interface InboxMessage {
  id: number;
  form_type: FormType;
  status: ConversionStatus;
  user_email: string | null;
  /** When the visitor sent it (or started the form, for started and abandoned ones), ISO 8601. */
  conversion_date: string;
  page_source: string | null;
  data: ConversionData;
  /** The agency's notification of it (not part of the spec's shape: the back office shows its delivery). */
  mail: MessageMail | null;
  /** The language the visitor wrote in ('fr', 'en'; not part of the spec's shape: the back office marks it). */
  locale: string;
}

export interface MessageReply {
  id: number;
  to: string;
  subject: string;
  content: string;
  /** 'retrying': sent again after a failure, not delivered yet (its last error kept). */
  status: "pending" | "retrying" | "sent" | "failed";
  error: string | null;
  createdAt: string;
  sentAt: string | null;
  author: string | null;
}

export interface MessageDetail extends InboxMessage {
  replies: MessageReply[];
}

type ConversionRow = Prisma.FormConversionGetPayload<object>;

function toInboxMessage(row: ConversionRow): InboxMessage {
  return {
    id: row.id,
    form_type: row.formType,
    status: row.status,
    user_email: row.email,
    conversion_date: (row.completedAt ?? row.createdAt).toISOString(),
    page_source: row.pageSource,
    data: readConversionData(row.data),
    mail: row.mailStatus
      ? {
          status: row.mailStatus,
          attempts: row.mailAttempts,
          error: row.mailStatus === "sent" ? null : row.mailError,
          sent_at: row.mailSentAt?.toISOString() ?? null,
        }
      : null,
    locale: row.locale,
  };
}

/** Received messages nobody has processed yet (spec: unread), of the form types that are messages. */
const unreadWhere = {
  status: "completed",
  formType: { in: [...MESSAGE_FORM_TYPES] },
} satisfies Prisma.FormConversionWhereInput;

/** The bell's shape of a message (spec: id, name, email, subject, message, createdAt). */
export interface UnreadMessage {
  id: number;
  name: string;
  email: string | null;
  subject: string;
  /** The first 100 characters. */
  message: string;
  createdAt: string;
}

export async function countUnreadMessages(): Promise<number> {
  return (await sumTotals({ statuses: ["completed"], formTypes: MESSAGE_FORM_TYPES })).count;
}

/** The newest unread messages, for the bell. */
export async function listUnreadMessages(limit: number): Promise<UnreadMessage[]> {
  const rows = await db.formConversion.findMany({
    where: unreadWhere,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit,
    select: { id: true, formType: true, email: true, data: true, createdAt: true, completedAt: true },
  });
  return rows.map((row) => {
    const fields = messageFields(row);
    return {
      id: row.id,
      ...fields,
      message: messagePreview(fields.message),
      createdAt: (row.completedAt ?? row.createdAt).toISOString(),
    };
  });
}

/** The statuses each inbox filter keeps (undefined: every one). */
const STATUSES: Record<InboxQuery["status"], readonly ConversionStatus[] | undefined> = {
  received: RECEIVED_STATUSES,
  all: undefined,
  started: ["started"],
  completed: ["completed"],
  abandoned: ["abandoned"],
  processed: ["processed"],
};

/** How many requests an inbox view without a search shows: its totals (lib/messages/totals.ts), never a count. */
function countInboxView(query: Omit<InboxQuery, "page" | "limit" | "search">, viewerId: number): Promise<number> {
  return sumTotals({
    statuses: STATUSES[query.status],
    formTypes: query.type !== "all" ? [query.type] : MESSAGE_FORM_TYPES,
    stages: query.stage !== "all" ? [query.stage] : undefined,
    ownerId: query.owner === "me" ? viewerId : undefined,
    spam: query.spam === "only",
  }).then((totals) => totals.count);
}

/**
 * The rows an inbox view shows to `viewerId`, whatever its page: the list, and its CSV export (lib/leads/export.ts).
 */
export function inboxWhere(
  query: Omit<InboxQuery, "page" | "limit">,
  viewerId: number,
): Prisma.FormConversionWhereInput {
  const statuses = STATUSES[query.status];
  return {
    ...(statuses ? { status: { in: [...statuses] } } : {}),
    formType: query.type !== "all" ? query.type : { in: [...MESSAGE_FORM_TYPES] },
    ...(query.stage !== "all" ? { stage: query.stage } : {}),
    ...(query.search ? { searchText: { contains: query.search.toLowerCase() } } : {}),
    ...(query.owner === "me" ? { ownerId: viewerId } : {}),
    spamAt: query.spam === "only" ? { not: null } : null,
  };
}

/**
 * The inbox (messages only: newsletter subscriptions are counted in the funnel, not answered), filtered and paged by
 * PostgreSQL (search through the trigram-indexed search_text), newest first. 'received' is the messages visitors
 * sent (completed or processed); 'all' adds the forms started and never sent. Spam is left out unless asked for
 * (`spam: 'only'`); `owner: 'me'` keeps the viewer's requests ('Mes demandes'). The page's ids come
 * first (an index-only scan for unsearched views, however deep the page), then only those rows are read.
 */
export async function listInbox(
  query: InboxQuery,
  viewerId: number,
): Promise<{ messages: InboxMessage[]; pagination: Pagination }> {
  const where = inboxWhere(query, viewerId);
  const idsOfPage = async (shown: number) =>
    (
      await db.formConversion.findMany({
        where,
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        skip: (shown - 1) * query.limit,
        take: query.limit,
        select: { id: true },
      })
    ).map((row) => row.id);
  const [total, requestedIds] = await Promise.all([
    query.search ? db.formConversion.count({ where }) : countInboxView(query, viewerId),
    idsOfPage(query.page),
  ]);
  // A page past the end (after deletions, or a hand-typed URL) shows the last page, so the rows and the pager agree.
  const pagination = paginate(total, query.page, query.limit);
  const ids = pagination.page === query.page ? requestedIds : await idsOfPage(pagination.page);
  const rows = ids.length ? await db.formConversion.findMany({ where: { id: { in: ids } } }) : [];
  return { messages: inIdOrder(ids, rows).map(toInboxMessage), pagination };
}

/** Rows read per query when a whole inbox view is answered (the API without a page, the CSV export). */
export const INBOX_BATCH_SIZE = 500;

/**
 * Every row of an inbox view, newest first as the list shows them, a batch at a time, each batch read when the
 * previous one has been consumed: keyset on (created_at, id) rather than an offset, so that a deep batch costs what
 * the first does and a message received meanwhile neither shifts nor repeats one. `read` picks the columns.
 */
export async function* inboxBatches<Row extends { createdAt: Date; id: number }>(
  where: Prisma.FormConversionWhereInput,
  read: (args: {
    where: Prisma.FormConversionWhereInput;
    orderBy: Prisma.FormConversionOrderByWithRelationInput[];
    take: number;
  }) => Promise<Row[]>,
  batchSize = INBOX_BATCH_SIZE,
): AsyncGenerator<Row[]> {
  let after: { createdAt: Date; id: number } | null = null;
  for (;;) {
    const rows: Row[] = await read({
      where: after
        ? {
            AND: [
              where,
              {
                OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, id: { lt: after.id } }],
              },
            ],
          }
        : where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: batchSize,
    });
    if (rows.length > 0) yield rows;
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1]!;
    after = { createdAt: last.createdAt, id: last.id };
  }
}

/**
 * GET /api/form-conversions without a page (the spec's client reads the whole list): every message of the view, in
 * the list's shape, a batch at a time.
 */
export async function* inboxMessageBatches(
  query: Omit<InboxQuery, "page" | "limit">,
  viewerId: number,
): AsyncGenerator<InboxMessage[]> {
  for await (const rows of inboxBatches(inboxWhere(query, viewerId), (args) => db.formConversion.findMany(args)))
    yield rows.map(toInboxMessage);
}

/** How many messages an inbox view holds. */
export function countInbox(query: Omit<InboxQuery, "page" | "limit">, viewerId: number): Promise<number> {
  return db.formConversion.count({ where: inboxWhere(query, viewerId) });
}

export async function findMessage(id: number): Promise<MessageDetail | null> {
  const row = await db.formConversion.findUnique({
    where: { id },
    include: { replies: { orderBy: { createdAt: "asc" }, include: { author: { select: { username: true } } } } },
  });
  if (!row) return null;
  return {
    ...toInboxMessage(row),
    replies: row.replies.map((reply) => ({
      id: reply.id,
      to: reply.to,
      subject: reply.subject,
      content: reply.content,
      // Replies use only pending, sent and failed (the others belong to the agency's notifications).
      status: replyDeliveryState(reply.status, reply.error),
      error: reply.error,
      createdAt: reply.createdAt.toISOString(),
      sentAt: reply.sentAt?.toISOString() ?? null,
      author: reply.author?.username ?? null,
    })),
  };
}

async function requireMessage(id: number): Promise<ConversionRow> {
  const row = await db.formConversion.findUnique({ where: { id } });
  if (!row) throw ApiError.notFound("Message introuvable.");
  return row;
}

/**
 * The one status transition the spec shows: a received ('completed') message becomes 'processed' — from the list,
 * when its detail is opened, or after a reply. Any other transition is refused with 400.
 */
export async function markMessageProcessed(id: number, actorId: number | null): Promise<InboxMessage> {
  const { count } = await db.formConversion.updateMany({
    where: { id, status: "completed" },
    data: { status: "processed", processedAt: new Date() },
  });
  const row = await requireMessage(id);
  if (count === 0 && row.status !== "processed") {
    throw ApiError.badRequest("Seul un message reçu (statut « completed ») peut être marqué comme traité.");
  }
  if (count === 1) {
    await recordActivity({
      type: "message",
      title: `Message de ${readConversionData(row.data).name} traité`,
      targetId: id,
      actorId,
    });
  }
  return toInboxMessage(row);
}

/** PUT …/status: only 'processed' is a status one can set. */
export async function updateMessageStatus(
  id: number,
  status: ConversionStatus,
  actorId: number | null,
): Promise<InboxMessage> {
  if (status !== "processed") {
    await requireMessage(id);
    throw ApiError.badRequest("Transition de statut non autorisée : un message ne peut être que marqué comme traité.");
  }
  return markMessageProcessed(id, actorId);
}

export async function deleteMessage(id: number, actorId: number | null): Promise<void> {
  const row = await requireMessage(id);
  await db.$transaction(async (client) => {
    await client.formConversion.delete({ where: { id } });
    await recordActivity(
      {
        type: "message",
        title: `Message de ${readConversionData(row.data).name} supprimé`,
        description: row.email,
        actorId,
      },
      client,
    );
  });
}

/**
 * E-mails a reply to the sender of a received message. The reply is stored first (reply history) whatever
 * happens; once sent, the message is processed. A failed send keeps the reply as failed and answers 502.
 */
export async function replyToMessage(id: number, input: ReplyInput, authorId: number | null): Promise<MessageReply> {
  const row = await requireMessage(id);
  if (!isReceived(row.status)) throw ApiError.badRequest("On ne peut répondre qu'à un message reçu.");
  const data = readConversionData(row.data);
  const to = row.email ?? data.email;
  if (!to) throw ApiError.badRequest("Ce message n'a pas d'adresse e-mail à laquelle répondre.");
  if (input.to && input.to.toLowerCase() !== to.toLowerCase())
    throw ApiError.badRequest("La réponse ne peut être envoyée qu'à l'auteur du message.");
  const subject = input.subject ?? replySubject(row.formType, data);
  const reply = await db.conversionReply.create({
    data: { conversionId: id, authorId, to, subject, content: input.replyContent },
  });
  return deliverReply(reply, row, authorId);
}

/**
 * E-mails a stored reply (pending: claimed by its caller) with the visitor's message quoted: sent, the message is
 * processed and an activity recorded; failed, the reply keeps the error and the caller gets a 502.
 */
async function deliverReply(
  reply: { id: number; to: string; subject: string; content: string },
  row: ConversionRow,
  actorId: number | null,
): Promise<MessageReply> {
  const data = readConversionData(row.data);
  const original = data.message ?? data.description;
  const text = original ? `${reply.content}\n\n--- Votre message ---\n${original}` : reply.content;
  const html = `<p>${htmlParagraph(reply.content)}</p>${original ? `<blockquote>${htmlParagraph(original)}</blockquote>` : ""}`;
  try {
    await sendMail({
      to: reply.to,
      subject: reply.subject,
      text,
      html,
      replyTo: serverEnv().AGENCY_INBOX ?? (await findSiteSettings()).email,
    });
  } catch (error) {
    await db.conversionReply.update({
      where: { id: reply.id },
      data: { status: "failed", error: (error instanceof Error ? error.message : String(error)).slice(0, 1000) },
    });
    if (error instanceof MailError) throw new ApiError(502, "Erreur lors de l'envoi de la réponse");
    throw error;
  }
  await db.$transaction(async (client) => {
    await client.conversionReply.update({
      where: { id: reply.id },
      data: { status: "sent", sentAt: new Date(), error: null },
    });
    await client.formConversion.updateMany({
      where: { id: row.id, status: "completed" },
      data: { status: "processed", processedAt: new Date() },
    });
    await recordActivity(
      {
        type: "message",
        title: `Réponse envoyée à ${data.name}`,
        description: reply.subject,
        targetId: row.id,
        actorId,
      },
      client,
    );
  });
  return (await findMessage(row.id))!.replies.find((entry) => entry.id === reply.id)!;
}

/**
 * Sends a failed reply again, as it was written. Idempotent: the reply is claimed (failed → pending, its error kept:
 * 'retrying') by one conditional update, so two clicks or two tabs never send it twice; a reply already sent is
 * answered as it is, one being sent is a 409.
 */
export async function resendReply(replyId: number, actorId: number | null): Promise<MessageReply> {
  const { count } = await db.conversionReply.updateMany({
    where: { id: replyId, status: "failed" },
    data: { status: "pending" },
  });
  const reply = await db.conversionReply.findUnique({ where: { id: replyId }, include: { conversion: true } });
  if (!reply) throw ApiError.notFound("Réponse introuvable.");
  if (count === 0) {
    if (reply.status === "sent")
      return (await findMessage(reply.conversionId))!.replies.find((entry) => entry.id === replyId)!;
    throw ApiError.conflict("Cette réponse est déjà en cours d'envoi.");
  }
  return deliverReply(reply, reply.conversion, actorId);
}
