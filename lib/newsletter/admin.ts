import "server-only";
import { recordActivity } from "@/lib/activities";
import { ApiError } from "@/lib/api";
import { csvLine, parseCsv, UTF8_BOM } from "@/lib/csv";
import { formatShortDate, formatTime } from "@/lib/dates";
import { db, type Prisma } from "@/lib/db";
import type { SubscriberStatus } from "@/lib/generated/prisma/enums";
import { SUBSCRIBER_STATUS_LABELS, SUBSCRIBER_STATUSES } from "@/lib/newsletter/rules";
import { SUBSCRIBERS_PAGE_SIZE, type SubscribersImport, type SubscribersQuery } from "@/lib/newsletter/schemas";
import { type Pagination, paginate } from "@/lib/pagination";
import { emailSchema } from "@/lib/schemas";

// The 'Newsletter' screen: the subscribers as the back office lists, exports and imports them.

const subscriberSelect = {
  id: true,
  email: true,
  status: true,
  pageSource: true,
  consentNote: true,
  createdAt: true,
  confirmedAt: true,
  unsubscribedAt: true,
  bouncedAt: true,
} satisfies Prisma.NewsletterSubscriberSelect;

type SubscriberRow = Prisma.NewsletterSubscriberGetPayload<{ select: typeof subscriberSelect }>;

/** A subscriber as the screen shows it (dates as ISO strings for the client components). */
export interface SubscriberView {
  id: number;
  email: string;
  status: SubscriberStatus;
  /** The page whose box it came from, or the import's consent note. */
  source: string;
  createdAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
  bouncedAt: string | null;
}

/** Where an address came from: the page of the box, or the import and where its consent came from. */
function sourceOf(row: Pick<SubscriberRow, "pageSource" | "consentNote">): string {
  if (row.consentNote) return `Import : ${row.consentNote}`;
  return row.pageSource ?? "Formulaire du site";
}

function toView(row: SubscriberRow): SubscriberView {
  return {
    id: row.id,
    email: row.email,
    status: row.status,
    source: sourceOf(row),
    createdAt: row.createdAt.toISOString(),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
    bouncedAt: row.bouncedAt?.toISOString() ?? null,
  };
}

function subscribersWhere(query: Omit<SubscribersQuery, "page">): Prisma.NewsletterSubscriberWhereInput {
  return {
    ...(query.status !== "all" && { status: query.status }),
    // Addresses are stored lower-cased.
    ...(query.search && { email: { contains: query.search.toLowerCase() } }),
  };
}

export interface SubscriberList {
  subscribers: SubscriberView[];
  pagination: Pagination;
  /** Subscribers of each status, over the whole list (the screen's summary). */
  counts: Record<SubscriberStatus, number>;
}

/** One page of the subscribers, newest first, searched and filtered. */
export async function listSubscribers(query: SubscribersQuery): Promise<SubscriberList> {
  const where = subscribersWhere(query);
  const [total, groups] = await Promise.all([
    db.newsletterSubscriber.count({ where }),
    db.newsletterSubscriber.groupBy({ by: ["status"], _count: { _all: true } }),
  ]);
  const pagination = paginate(total, query.page, SUBSCRIBERS_PAGE_SIZE);
  const rows = await db.newsletterSubscriber.findMany({
    where,
    orderBy: { id: "desc" },
    skip: (pagination.page - 1) * pagination.limit,
    take: pagination.limit,
    select: subscriberSelect,
  });
  const counts = Object.fromEntries(SUBSCRIBER_STATUSES.map((status) => [status, 0])) as Record<
    SubscriberStatus,
    number
  >;
  for (const group of groups) counts[group.status] = group._count._all;
  return { subscribers: rows.map(toView), pagination, counts };
}

/** The export's columns, in French. */
export const SUBSCRIBERS_EXPORT_HEADERS = [
  "E-mail",
  "Statut",
  "Source",
  "Inscription",
  "Confirmation",
  "Désinscription",
  "Échec",
] as const;

const dateCell = (date: Date | null) => (date ? `${formatShortDate(date)} ${formatTime(date)}` : null);

/**
 * The CSV of a view of the list (its search and status, every page), newest first: the BOM and the headers, then the
 * rows a batch at a time (keyset on the id: a deep batch costs what the first does, and memory stays flat).
 */
export async function* exportSubscribersCsv(
  query: Omit<SubscribersQuery, "page">,
  batchSize = 1000,
): AsyncGenerator<string> {
  yield UTF8_BOM + csvLine(SUBSCRIBERS_EXPORT_HEADERS);
  const where = subscribersWhere(query);
  let before: number | undefined;
  for (;;) {
    const rows = await db.newsletterSubscriber.findMany({
      where: before ? { AND: [where, { id: { lt: before } }] } : where,
      orderBy: { id: "desc" },
      take: batchSize,
      select: subscriberSelect,
    });
    if (rows.length > 0)
      yield rows
        .map((row) =>
          csvLine([
            row.email,
            SUBSCRIBER_STATUS_LABELS[row.status],
            sourceOf(row),
            dateCell(row.createdAt),
            dateCell(row.confirmedAt),
            dateCell(row.unsubscribedAt),
            dateCell(row.bouncedAt),
          ]),
        )
        .join("");
    if (rows.length < batchSize) return;
    before = rows[rows.length - 1]!.id;
  }
}

/** The export's file name: 'newsletter-2026-11-29.csv'. */
export function subscribersExportFileName(now = new Date()): string {
  return `newsletter-${now.toISOString().slice(0, 10)}.csv`;
}

export interface ImportReport {
  /** Addresses added to the list, as confirmed. */
  imported: number;
  /** Addresses already on the list, whatever their status: left as they are (an unsubscribed one stays so). */
  alreadyListed: number;
  /** Lines whose cell is not an e-mail address (numbers as the file counts them, the first ten). */
  invalidLines: number[];
  invalid: number;
}

const EMAIL_HEADER = /^(e-?mail|adresse( e-?mail)?|courriel|email address)$/i;

/**
 * The addresses of an imported CSV: the column headed 'E-mail' (or 'Adresse', 'Courriel'), else the first one; a
 * first line without any address is a header. Each cell is checked by the site's own e-mail rule.
 */
function readImportedAddresses(csv: string): { emails: string[]; invalidLines: number[] } {
  const rows = parseCsv(csv);
  const headerColumn = rows[0]?.findIndex((cell) => EMAIL_HEADER.test(cell.trim())) ?? -1;
  const column = Math.max(0, headerColumn);
  const hasHeader = headerColumn >= 0 || (rows[0] !== undefined && !rows[0].some((cell) => cell.includes("@")));
  const emails = new Set<string>();
  const invalidLines: number[] = [];
  rows.forEach((row, index) => {
    if (index === 0 && hasHeader) return;
    const parsed = emailSchema.safeParse(row[column] ?? "");
    if (parsed.success) emails.add(parsed.data);
    else invalidLines.push(index + 1);
  });
  return { emails: [...emails], invalidLines };
}

/** Rows written per statement (each takes a few parameters; PostgreSQL takes 65,535 at most). */
const IMPORT_BATCH = 1000;

/**
 * 'Importer des abonnés': adds a CSV's addresses to the list as confirmed, with where their consent came from. An
 * address already listed is left alone, so that an import never brings back someone who unsubscribed. Refused
 * (400) when the file holds no address at all. The activity history records who imported how many, and the note.
 */
export async function importSubscribers(input: SubscribersImport, actor: { id: number }): Promise<ImportReport> {
  const { emails, invalidLines } = readImportedAddresses(input.csv);
  if (emails.length === 0)
    throw ApiError.badRequest("Aucune adresse e-mail valide dans ce fichier.", {
      csv: ["Aucune adresse e-mail valide dans ce fichier."],
    });
  const now = new Date();
  const imported = await db.$transaction(
    async (client) => {
      let count = 0;
      for (let start = 0; start < emails.length; start += IMPORT_BATCH) {
        const batch = emails.slice(start, start + IMPORT_BATCH);
        const inserted = await client.newsletterSubscriber.createMany({
          data: batch.map((email) => ({
            email,
            status: "confirmed" as const,
            consentNote: input.consentNote,
            subscribedAt: now,
            confirmedAt: now,
          })),
          skipDuplicates: true,
        });
        count += inserted.count;
      }
      await recordActivity(
        {
          type: "newsletter",
          title: `${count} abonné(s) importé(s) dans la newsletter`,
          description: `Consentement : ${input.consentNote}`,
          actorId: actor.id,
        },
        client,
      );
      return count;
    },
    { timeout: 60_000 },
  );
  return {
    imported,
    alreadyListed: emails.length - imported,
    invalid: invalidLines.length,
    invalidLines: invalidLines.slice(0, 10),
  };
}
