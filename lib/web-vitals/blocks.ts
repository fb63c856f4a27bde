// Which stored histograms make up a period (issue 42). Reports add to a day's histograms and to those of its week
// (from Monday) and month (web_vital_period_buckets); a period from a day to now is read as the fewest of them, added
// or subtracted, instead of all its days: reading a histogram costs about as much for a month as for a day (a day's
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

const monthAfter = (month: string, months = 1) => {
  const date = new Date(timeOf(month));
  date.setUTCMonth(date.getUTCMonth() + months);
  return dayOf(date.getTime());
};

/** A stored histogram: the days from `start` to `end` (excluded). */
interface Histogram {
  grain: Grain;
  start: string;
  end: string;
}

/** The histograms of `grains` that start or end on `day` (the edges from that day boundary). */
function histogramsAt(day: string, grains: readonly Grain[]): Histogram[] {
  const touching: Histogram[] = [];
  if (grains.includes("day"))
    touching.push(
      { grain: "day", start: day, end: addDays(day, 1) },
      { grain: "day", start: addDays(day, -1), end: day },
    );
  if (grains.includes("week") && weekOf(day) === day)
    touching.push(
      { grain: "week", start: day, end: addDays(day, 7) },
      { grain: "week", start: addDays(day, -7), end: day },
    );
  if (grains.includes("month") && monthOf(day) === day)
    touching.push(
      { grain: "month", start: day, end: monthAfter(day) },
      { grain: "month", start: monthAfter(day, -1), end: day },
    );
  return touching;
}

const range = (grain: Grain, from: string, to: string, sign: 1 | -1 = 1): BlockRange[] =>
  from < to ? [{ grain, from, to, sign }] : [];
/** Every day's histograms from `since` on (null: all time). */
export const dailyBlocks = (since: string | null): BlockRange[] => range("day", since ?? NO_START, NO_END);

/** A path's histograms as ranges: consecutive ones of the same grain and sign, one range. */
function rangesOf(path: { histogram: Histogram; sign: 1 | -1 }[]): BlockRange[] {
  const ranges: BlockRange[] = [];
  for (const { histogram, sign } of path) {
    const last = ranges.at(-1);
    if (last && last.grain === histogram.grain && last.sign === sign && sign === 1 && last.to === histogram.start)
      last.to = histogram.end;
    else if (last && last.grain === histogram.grain && last.sign === sign && sign === -1 && last.from === histogram.end)
      last.from = histogram.start;
    else ranges.push({ grain: histogram.grain, from: histogram.start, to: histogram.end, sign });
  }
  return ranges;
}

/**
 * The fewest histograms of `grains` that sum to every page view from `since` on. Each histogram joins the day
 * boundary it starts on to the one it ends on: walked forward it is added, backward subtracted, so a way from `since`
 * to a boundary after `today` is a plan that counts each day from `since` to `today` once (what it goes past twice,
 * there and back, cancels out), and the shortest way (breadth first: every histogram costs one read) is the cheapest
 * plan. Its last range goes on to the end: no histogram starts after today (a report counts on the day it comes), but
 * a period in the past (the tests) reads the same days as the daily histograms would.
 */
function fewestBlocks(since: string, today: string, grains: readonly Grain[]): BlockRange[] {
  const reachedBy = new Map<string, { from: string; histogram: Histogram; sign: 1 | -1 } | null>([[since, null]]);
  const queue = [since];
  for (let next = 0; ; next++) {
    const day = queue[next]!;
    if (day > today) {
      const path = [];
      for (let step = reachedBy.get(day); step; step = reachedBy.get(step.from)) path.unshift(step);
      const ranges = rangesOf(path);
      ranges.at(-1)!.to = NO_END;
      return ranges;
    }
    for (const histogram of histogramsAt(day, grains)) {
      const [to, sign] = histogram.start === day ? [histogram.end, 1 as const] : [histogram.start, -1 as const];
      if (reachedBy.has(to)) continue;
      reachedBy.set(to, { from: day, histogram, sign });
      queue.push(to);
    }
  }
}

/** The fewest day, week and month histograms that make up the period from `since` (a day; null for all time) on. */
export function periodBlocks(since: string | null, today: string): BlockRange[] {
  if (since === null) return range("month", NO_START, NO_END);
  return fewestBlocks(since, today, ["month", "week", "day"]);
}

/** The same period as the fewest histograms that each fall within one week (for a trend per week): days and weeks. */
export function weeklyBlocks(since: string | null, today: string): BlockRange[] {
  if (since === null) return range("week", NO_START, NO_END);
  return fewestBlocks(since, today, ["week", "day"]);
}
