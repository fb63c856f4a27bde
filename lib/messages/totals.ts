import "server-only";
import { db, type DbClient, type Prisma } from "@/lib/db";
import type { ConversionStatus, FormType, LeadStage } from "@/lib/generated/prisma/enums";

// The back office's counts of requests, read from form_conversion_totals, which PostgreSQL keeps up to date as rows
// change (triggers of the migration maintained_totals): a few summary rows added up, however many requests there are.

/** Which requests to count: each criterion left out keeps every value. */
export interface TotalsFilter {
  formTypes?: readonly FormType[];
  statuses?: readonly ConversionStatus[];
  stages?: readonly LeadStage[];
  /** Marked as spam (true), or not (false). */
  spam?: boolean;
  ownerId?: number;
}

function totalsWhere({ formTypes, statuses, stages, spam, ownerId }: TotalsFilter) {
  return {
    ...(formTypes ? { formType: { in: [...formTypes] } } : {}),
    ...(statuses ? { status: { in: [...statuses] } } : {}),
    ...(stages ? { stage: { in: [...stages] } } : {}),
    ...(spam === undefined ? {} : { spam }),
    ...(ownerId === undefined ? {} : { ownerId }),
  } satisfies Prisma.FormConversionTotalWhereInput;
}

/** How many requests `filter` keeps, and the sum of their estimated values (FCFA). */
export async function sumTotals(
  filter: TotalsFilter,
  client: DbClient = db,
): Promise<{ count: number; value: number }> {
  const { _sum } = await client.formConversionTotal.aggregate({
    where: totalsWhere(filter),
    _sum: { count: true, value: true },
  });
  return { count: _sum.count ?? 0, value: Number(_sum.value ?? 0) };
}

/** The same per stage (stages without a request left out). */
export async function sumTotalsByStage(
  filter: TotalsFilter,
  client: DbClient = db,
): Promise<Map<LeadStage, { count: number; value: number }>> {
  const rows = await client.formConversionTotal.groupBy({
    by: ["stage"],
    where: totalsWhere(filter),
    _sum: { count: true, value: true },
  });
  return new Map(rows.map((row) => [row.stage, { count: row._sum.count ?? 0, value: Number(row._sum.value ?? 0) }]));
}

// The same per day of creation (form_conversion_days) and per day of decision (lead_decision_days): figures over a
// period that starts at midnight (lib/visits/period.ts), read from as many rows as days and combinations.

function daysWhere(filter: Omit<TotalsFilter, "ownerId">, since: Date | null) {
  return {
    ...totalsWhere(filter),
    ...(since ? { day: { gte: since } } : {}),
  } satisfies Prisma.FormConversionDayWhereInput;
}

/** Requests created since `since` (all time: null) that `filter` keeps, by source and stage. */
export async function sumDaysBySourceAndStage(
  filter: Omit<TotalsFilter, "ownerId">,
  since: Date | null,
  client: DbClient = db,
): Promise<{ source: string; stage: LeadStage; count: number }[]> {
  const rows = await client.formConversionDay.groupBy({
    by: ["source", "stage"],
    where: daysWhere(filter, since),
    _sum: { count: true },
  });
  return rows.map((row) => ({ source: row.source, stage: row.stage, count: row._sum.count ?? 0 }));
}

/** Requests created since `since` that `filter` keeps, by form type and status. */
export async function sumDaysByFormTypeAndStatus(
  filter: Omit<TotalsFilter, "ownerId">,
  since: Date | null,
  client: DbClient = db,
): Promise<{ formType: FormType; status: ConversionStatus; count: number }[]> {
  const rows = await client.formConversionDay.groupBy({
    by: ["formType", "status"],
    where: daysWhere(filter, since),
    _sum: { count: true },
  });
  return rows.map((row) => ({ formType: row.formType, status: row.status, count: row._sum.count ?? 0 }));
}

/** Requests created since `since` that `filter` keeps. */
export async function sumDays(
  filter: Omit<TotalsFilter, "ownerId">,
  since: Date | null,
  client: DbClient = db,
): Promise<number> {
  const { _sum } = await client.formConversionDay.aggregate({ where: daysWhere(filter, since), _sum: { count: true } });
  return _sum.count ?? 0;
}

/** Requests of the pipeline won and lost since `since` (the day of their last move), and their values. */
export async function sumDecisions(
  since: Date | null,
  client: DbClient = db,
): Promise<Map<LeadStage, { count: number; value: number }>> {
  const rows = await client.leadDecisionDay.groupBy({
    by: ["stage"],
    where: since ? { day: { gte: since } } : {},
    _sum: { count: true, value: true },
  });
  return new Map(rows.map((row) => [row.stage, { count: row._sum.count ?? 0, value: Number(row._sum.value ?? 0) }]));
}
