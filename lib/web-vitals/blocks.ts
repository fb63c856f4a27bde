// Which stored histograms make up a period (issue 42). Reports add to a day's histograms and to those of its week
// (from Monday) and month (web_vital_period_buckets); a period from a day to now is read as a few of them, added or
// subtracted, instead of all its days: reading a histogram costs about as much for a month as for a day (a day's
// page views already fill most buckets), so fewer, longer ones make a faster read. Pure: the tests plan periods too.

export type Grain = "day" | "week" | "month";

/** Every histogram of `grain` whose first day is in [from, to), added (sign 1) or subtracted (-1). */
export interface BlockRange {
  grain: Grain;
  /** 'yyyy-mm-dd', or '-infinity'. */
  from: string;
  /** 'yyyy-mm-dd' (excluded), or 'infinity'. */
  to: string;
  sign: 1 | -1;
}

export const NO_START = "-infinity";
export const NO_END = "infinity";

const DAY_MS = 86_400_000;
const timeOf = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

export const addDays = (day: string, days: number) => dayOf(timeOf(day) + days * DAY_MS);

/** The Monday a day's week starts on (as PostgreSQL's date_trunc('week') and the panel's trend). */
export function weekOf(day: string): string {
  return addDays(day, -((new Date(timeOf(day)).getUTCDay() + 6) % 7));
}

export const monthOf = (day: string) => `${day.slice(0, 7)}-01`;

function nextMonth(month: string): string {
  const date = new Date(timeOf(month));
  date.setUTCMonth(date.getUTCMonth() + 1);
  return dayOf(date.getTime());
}

const nextStart: Record<Grain, (start: string) => string> = {
  day: (day) => addDays(day, 1),
  week: (week) => addDays(week, 7),
  month: nextMonth,
};
const startOf: Record<Grain, (day: string) => string> = { day: (day) => day, week: weekOf, month: monthOf };

/** The first day of a `grain` starting on or after `day`. */
function firstStartFrom(grain: Grain, day: string): string {
  const start = startOf[grain](day);
  return start === day ? day : nextStart[grain](start);
}

/** How many histograms a range reads, up to today's (none is stored later: a report counts on the day it comes). */
function histogramsIn({ grain, from, to }: BlockRange, today: string): number {
  const end = to === NO_END ? nextStart[grain](startOf[grain](today)) : to;
  let count = 0;
  for (let start = from; start < end; start = nextStart[grain](start)) count++;
  return count;
}

const range = (grain: Grain, from: string, to: string, sign: 1 | -1 = 1): BlockRange[] =>
  from < to ? [{ grain, from, to, sign }] : [];
/** Every day's histograms from `since` on (null: all time). */
export const dailyBlocks = (since: string | null): BlockRange[] => range("day", since ?? NO_START, NO_END);

const subtracted = (ranges: BlockRange[]) => ranges.map((block) => ({ ...block, sign: -block.sign as 1 | -1 }));

/** [from, to) exactly, as the whole weeks inside it and the days at its ends. */
function daysAndWeeks(from: string, to: string): BlockRange[] {
  const firstMonday = firstStartFrom("week", from);
  const weeks = Math.max(0, Math.floor((timeOf(to) - timeOf(firstMonday)) / (7 * DAY_MS)));
  if (weeks === 0) return range("day", from, to);
  const afterWeeks = addDays(firstMonday, 7 * weeks);
  return [
    ...range("day", from, firstMonday),
    ...range("week", firstMonday, afterWeeks),
    ...range("day", afterWeeks, to),
  ];
}

const cheapest = (plans: BlockRange[][], today: string) =>
  plans
    .map((plan) => ({ plan, cost: plan.reduce((sum, block) => sum + histogramsIn(block, today), 0) }))
    .reduce((best, candidate) => (candidate.cost < best.cost ? candidate : best)).plan;

/**
 * The fewest histograms that sum to every page view from `since` (a day; null for all time) on: the days up to the
 * next Monday or first of the month then whole weeks or months, or a whole week or month from before `since` minus
 * the days (and weeks) before it.
 */
export function periodBlocks(since: string | null, today: string): BlockRange[] {
  if (since === null) return range("month", NO_START, NO_END);
  const week = weekOf(since);
  const nextWeek = firstStartFrom("week", since);
  const month = monthOf(since);
  const monthAfter = firstStartFrom("month", since);
  return cheapest(
    [
      dailyBlocks(since),
      [...range("day", since, nextWeek), ...range("week", nextWeek, NO_END)],
      [...range("week", week, NO_END), ...range("day", week, since, -1)],
      [...daysAndWeeks(since, monthAfter), ...range("month", monthAfter, NO_END)],
      [...range("month", month, NO_END), ...subtracted(daysAndWeeks(month, since))],
    ],
    today,
  );
}

/**
 * The same period as histograms that each fall within one week (for a trend per week): whole weeks, and the first,
 * partial one as its days or as its whole week minus the days before `since`.
 */
export function weeklyBlocks(since: string | null, today: string): BlockRange[] {
  if (since === null) return range("week", NO_START, NO_END);
  const week = weekOf(since);
  const nextWeek = firstStartFrom("week", since);
  return cheapest(
    [
      [...range("day", since, nextWeek), ...range("week", nextWeek, NO_END)],
      [...range("week", week, NO_END), ...range("day", week, since, -1)],
    ],
    today,
  );
}
