import type { FormType } from "@/lib/generated/prisma/enums";

/** The form types of the dashboard's funnel, in the spec's order (contact, project, newsletter, quote). */
export const FUNNEL_FORM_TYPES = ["contact", "project", "newsletter", "quote"] as const satisfies readonly FormType[];

/** `part` out of `whole` as a percentage to one decimal; 0 when there is nothing to divide by. */
export function percent(part: number, whole: number): number {
  return whole > 0 ? Math.round((1000 * part) / whole) / 10 : 0;
}

/** Spec: visits are drawn as bars of length value / 10, capped at 100 (%). */
export function visitBarPercent(value: number): number {
  return Math.min(Math.max(value, 0) / 10, 100);
}

const percentFormat = new Intl.NumberFormat("fr-FR", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const countFormat = new Intl.NumberFormat("fr-FR");

/** '12,5 %'. */
export function formatPercent(value: number): string {
  return `${percentFormat.format(value)} %`;
}

/** '1 234 567' (French digit grouping). */
export function formatCount(value: number): string {
  return countFormat.format(value);
}

export interface DailyVisits {
  /** 'yyyy-mm-dd' (an Abidjan day). */
  date: string;
  visits: number;
  uniqueVisitors: number;
}

const DAY_MS = 86_400_000;

/**
 * Every day from `from` to `to` ('yyyy-mm-dd', both included), with zeros on the days without visits, so that a
 * chart shows quiet days as quiet rather than skipping them. `from` null starts at the first day with visits.
 */
export function everyDay(stats: readonly DailyVisits[], from: string | null, to: string): DailyVisits[] {
  const start = from ?? stats[0]?.date;
  if (!start) return [];
  const byDate = new Map(stats.map((day) => [day.date, day]));
  const days: DailyVisits[] = [];
  for (let time = Date.parse(`${start}T00:00:00Z`), end = Date.parse(`${to}T00:00:00Z`); time <= end; time += DAY_MS) {
    const date = new Date(time).toISOString().slice(0, 10);
    days.push(byDate.get(date) ?? { date, visits: 0, uniqueVisitors: 0 });
  }
  return days;
}
