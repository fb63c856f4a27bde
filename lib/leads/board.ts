import "server-only";
import { db, type DbClient, type Prisma } from "@/lib/db";
import type { FormType, LeadStage } from "@/lib/generated/prisma/enums";
import { pipelineWhere } from "@/lib/leads";
import { LEAD_STAGES } from "@/lib/leads/rules";
import { MESSAGE_FORM_TYPES, readConversionData, RECEIVED_STATUSES } from "@/lib/messages/rules";
import { sumTotalsByStage, type TotalsFilter } from "@/lib/messages/totals";

/** The cards each column of the board shows (the newest); 'Voir tout' opens the inbox filtered by that stage. */
export const BOARD_COLUMN_LIMIT = 25;

/**
 * The requests in the pipeline: messages visitors sent (contact, project and quote; a newsletter subscription is not
 * a lead, a form started and left was never sent), spam excluded.
 */
export const PIPELINE_WHERE = {
  ...pipelineWhere,
  formType: { in: [...MESSAGE_FORM_TYPES] },
} satisfies Prisma.FormConversionWhereInput;

/** The same requests in the maintained totals (lib/messages/totals.ts). */
export const PIPELINE_TOTALS = {
  formTypes: MESSAGE_FORM_TYPES,
  statuses: RECEIVED_STATUSES,
  spam: false,
} satisfies TotalsFilter;

export interface BoardCard {
  id: number;
  formType: FormType;
  name: string;
  company: string | null;
  /** Estimated value in FCFA. */
  value: number | null;
  owner: string | null;
  /** When the visitor sent it, ISO 8601 (the card shows its age). */
  receivedAt: string;
}

export interface BoardColumn {
  stage: LeadStage;
  /** Every request at this stage, not only the cards shown. */
  count: number;
  /** Sum of their estimated values in FCFA (those without one count as 0). */
  total: number;
  /** The newest ones, at most BOARD_COLUMN_LIMIT. */
  cards: BoardCard[];
}

/**
 * The pipeline board: a column per stage in the pipeline's order, each with its count and total value (one grouped
 * query) and its newest cards (one indexed query per stage, on stage and created_at).
 */
export async function loadPipelineBoard(limit = BOARD_COLUMN_LIMIT, client: DbClient = db): Promise<BoardColumn[]> {
  const [byStage, ...cards] = await Promise.all([
    sumTotalsByStage(PIPELINE_TOTALS, client),
    ...LEAD_STAGES.map((stage) =>
      client.formConversion.findMany({
        where: { ...PIPELINE_WHERE, stage },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        take: limit,
        select: {
          id: true,
          formType: true,
          data: true,
          estimatedValue: true,
          createdAt: true,
          completedAt: true,
          owner: { select: { username: true } },
        },
      }),
    ),
  ]);
  return LEAD_STAGES.map((stage, index) => ({
    stage,
    count: byStage.get(stage)?.count ?? 0,
    total: byStage.get(stage)?.value ?? 0,
    cards: cards[index]!.map((row) => {
      const data = readConversionData(row.data);
      return {
        id: row.id,
        formType: row.formType,
        name: data.name,
        company: data.company ?? null,
        value: row.estimatedValue,
        owner: row.owner?.username ?? null,
        receivedAt: (row.completedAt ?? row.createdAt).toISOString(),
      };
    }),
  }));
}
