import type { LeadStage } from "@/lib/generated/prisma/enums";
import { BUDGETS } from "@/lib/messages/form-fields";

export type { LeadStage };

/** The pipeline's stages, in the order a request goes through them (the board's columns). */
export const LEAD_STAGES = ["new", "contacted", "quote_sent", "won", "lost"] as const satisfies readonly LeadStage[];

export const LEAD_STAGE_LABELS: Record<LeadStage, string> = {
  new: "Nouveau",
  contacted: "Contacté",
  quote_sent: "Devis envoyé",
  won: "Gagné",
  lost: "Perdu",
};

/** The longest lost reason the database keeps (lead's lost_reason column). */
export const LOST_REASON_MAX = 500;

/** The longest internal note (lead_notes.content). */
export const LEAD_NOTE_MAX = 5000;
/** The largest estimated value an integer column holds, in FCFA. */
export const LEAD_VALUE_MAX = 2_000_000_000;

/** Fixed parity of the CFA franc (XOF) to the euro. */
const FCFA_PER_EURO = 655.957;

/**
 * The euro amount each budget range of the public forms stands for: the middle of a bounded range, the bound of an
 * open one (a lower estimate is the safer one to forecast with).
 */
const BUDGET_EUROS: Record<(typeof BUDGETS)[number], number> = {
  "< 1 000 €": 500,
  "1 000 € - 2 000 €": 1_500,
  "2 000 € - 5 000 €": 3_500,
  "5 000 € - 10 000 €": 7_500,
  "> 10 000 €": 10_000,
};

/**
 * The estimated value in FCFA a request starts with, from the budget range the visitor chose (rounded to 10 000 FCFA:
 * an estimate, not a price); null without a known range.
 */
export function estimatedValueFromBudget(budget: string | null | undefined): number | null {
  if (!budget || !(budget in BUDGET_EUROS)) return null;
  const euros = BUDGET_EUROS[budget as keyof typeof BUDGET_EUROS];
  return Math.round((euros * FCFA_PER_EURO) / 10_000) * 10_000;
}

/** An amount in FCFA as the back office writes it: « 2 300 000 FCFA ». */
export function formatFcfa(value: number): string {
  return `${new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 0 }).format(value).replace(/\u202f/g, "\u00a0")}\u00a0FCFA`;
}

/** Stages where a request is still being worked on: the follow-up reminders leave out the closed ones. */
export const OPEN_LEAD_STAGES = ["new", "contacted", "quote_sent"] as const satisfies readonly LeadStage[];

/** One entry of a request's timeline: a reply e-mailed, an internal note, or a stage change. */
export type TimelineEntry<Reply, Note, Change> =
  | { kind: "reply"; key: string; at: string; reply: Reply }
  | { kind: "note"; key: string; at: string; note: Note }
  | { kind: "stage"; key: string; at: string; change: Change };

/**
 * A request's replies, notes and stage changes as one timeline, oldest first (it reads like the conversation it
 * records; the newest entry sits next to the reply and note boxes below it).
 */
export function leadTimeline<
  Reply extends { id: number; createdAt: string },
  Note extends { id: number; createdAt: string },
  Change extends { id: number; createdAt: string },
>(replies: Reply[], notes: Note[], changes: Change[]): TimelineEntry<Reply, Note, Change>[] {
  const entries: TimelineEntry<Reply, Note, Change>[] = [
    ...replies.map((reply) => ({ kind: "reply" as const, key: `reply-${reply.id}`, at: reply.createdAt, reply })),
    ...notes.map((note) => ({ kind: "note" as const, key: `note-${note.id}`, at: note.createdAt, note })),
    ...changes.map((change) => ({ kind: "stage" as const, key: `stage-${change.id}`, at: change.createdAt, change })),
  ];
  return entries.sort((a, b) => a.at.localeCompare(b.at));
}
