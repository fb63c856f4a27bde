import "server-only";
import { csvLine, UTF8_BOM } from "@/lib/csv";
import { db, type DbClient, type Prisma } from "@/lib/db";
import { formatShortDate, formatTime } from "@/lib/dates";
import { LEAD_STAGE_LABELS } from "@/lib/leads/rules";
import { findLeadSources } from "@/lib/leads/stats";
import { INBOX_BATCH_SIZE, inboxBatches, inboxWhere } from "@/lib/messages/inbox";
import { CONVERSION_STATUS_LABELS, FORM_TYPE_LABELS, readConversionData } from "@/lib/messages/rules";
import type { InboxQuery } from "@/lib/messages/schemas";

/** The export's columns, in French (one line per request). */
export const EXPORT_HEADERS = [
  "Date",
  "Type",
  "Statut",
  "Étape",
  "Nom",
  "E-mail",
  "Entreprise",
  "Téléphone",
  "Budget",
  "Valeur estimée (FCFA)",
  "Responsable",
  "Source",
  "UTM",
] as const;

const exportSelect = {
  id: true,
  formType: true,
  status: true,
  stage: true,
  email: true,
  data: true,
  estimatedValue: true,
  createdAt: true,
  completedAt: true,
  utmSource: true,
  utmMedium: true,
  utmCampaign: true,
  owner: { select: { username: true } },
} satisfies Prisma.FormConversionSelect;

type ExportRow = Prisma.FormConversionGetPayload<{ select: typeof exportSelect }>;

function exportLine(row: ExportRow, source: string | undefined): string {
  const data = readConversionData(row.data);
  const date = row.completedAt ?? row.createdAt;
  return csvLine([
    `${formatShortDate(date)} ${formatTime(date)}`,
    FORM_TYPE_LABELS[row.formType],
    CONVERSION_STATUS_LABELS[row.status],
    LEAD_STAGE_LABELS[row.stage],
    data.name,
    row.email ?? data.email,
    data.company,
    data.phone,
    data.budget,
    row.estimatedValue,
    row.owner?.username,
    source,
    [row.utmSource, row.utmMedium, row.utmCampaign].filter(Boolean).join(" / "),
  ]);
}

/**
 * The CSV of an inbox view as `viewerId` sees it (the list's own filters, 'Mes demandes' included, every page), newest first as the list shows it: the BOM and the
 * headers, then the rows a batch at a time, each batch read after the previous one is sent (keyset on created_at and
 * id, so a deep batch costs what the first does).
 */
export async function* exportInboxCsv(
  query: Omit<InboxQuery, "page" | "limit">,
  viewerId: number,
  client: DbClient = db,
  /** Rows read per query: the export never holds more than this many in memory, however long the list. */
  batchSize = INBOX_BATCH_SIZE,
): AsyncGenerator<string> {
  yield UTF8_BOM + csvLine(EXPORT_HEADERS);
  const batches = inboxBatches(
    inboxWhere(query, viewerId),
    (args) => client.formConversion.findMany({ ...args, select: exportSelect }),
    batchSize,
  );
  for await (const rows of batches) {
    const sources = await findLeadSources(
      rows.map((row) => row.id),
      client,
    );
    yield rows.map((row) => exportLine(row, sources.get(row.id))).join("");
  }
}

/** The export's file name: 'messages-2025-03-05.csv' (the Abidjan day, which is the UTC one). */
export function exportFileName(now = new Date()): string {
  return `messages-${now.toISOString().slice(0, 10)}.csv`;
}
