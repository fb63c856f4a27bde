// The histograms a web vitals period is read from (lib/web-vitals/blocks.ts): whatever day it starts on, they add up
// to every day from its start on exactly once, and they are few.
import { describe, expect, it } from "vitest";
import {
  addDays,
  type BlockRange,
  dailyBlocks,
  monthOf,
  NO_END,
  NO_START,
  periodBlocks,
  weekOf,
  weeklyBlocks,
} from "@/lib/web-vitals/blocks";

const FIRST = "2025-12-01";
const LAST = "2027-02-28";

const DAYS: { day: string; starts: Record<BlockRange["grain"], string> }[] = [];
for (let day = FIRST; day <= LAST; day = addDays(day, 1))
  DAYS.push({ day, starts: { day, week: weekOf(day), month: monthOf(day) } });

/** How many times each day from FIRST to LAST is counted by the ranges (a subtracted one counts −1). */
function coverage(plan: BlockRange[]): Map<string, number> {
  const counted = new Map<string, number>();
  for (const { day, starts } of DAYS) {
    let times = 0;
    for (const block of plan) {
      const start = starts[block.grain];
      const inRange = (block.from === NO_START || start >= block.from) && (block.to === NO_END || start < block.to);
      if (inRange) times += block.sign;
    }
    counted.set(day, times);
  }
  return counted;
}

function expectEveryDayFrom(plan: BlockRange[], since: string | null) {
  const wrong = [...coverage(plan)].filter(([day, times]) => times !== (since === null || day >= since ? 1 : 0));
  expect(wrong, JSON.stringify(plan)).toEqual([]);
}

/** How many stored histograms a plan reads: those that start from its ranges' first day up to `today`. */
const histograms = (plan: BlockRange[], today: string) =>
  plan.reduce((sum, block) => {
    let count = 0;
    const step = { day: 1, week: 7, month: 1 }[block.grain];
    for (let day = block.from; day < block.to && day <= today; day = addDays(day, step))
      if (block.grain !== "month" || day.endsWith("-01")) count++;
    return sum + count;
  }, 0);

/**
 * The fewest histograms any plan could read, found another way than the planner's: every sum of whole day, week and
 * month histograms, added or subtracted, that counts each day from `since` on once joins `since` to a day after
 * `today` by histograms walked forward or back (the days a histogram spans between its two ends); relaxing every
 * histogram within two months of the period until nothing shortens (Bellman–Ford) gives the fewest.
 */
function fewestPossible(since: string, today: string): number {
  const first = addDays(monthOf(since), -62);
  const last = addDays(today, 62);
  const edges: [string, string][] = [];
  for (let day = first; day < last; day = addDays(day, 1)) {
    edges.push([day, addDays(day, 1)]);
    if (weekOf(day) === day) edges.push([day, addDays(day, 7)]);
    if (monthOf(day) === day) edges.push([day, monthOf(addDays(day, 31))]);
  }
  const fewest = new Map<string, number>([[since, 0]]);
  for (let changed = true; changed;) {
    changed = false;
    for (const [start, end] of edges)
      for (const [from, to] of [
        [start, end],
        [end, start],
      ] as const) {
        const through = (fewest.get(from) ?? Infinity) + 1;
        if (through < (fewest.get(to) ?? Infinity)) {
          fewest.set(to, through);
          changed = true;
        }
      }
  }
  return Math.min(...[...fewest].filter(([day]) => day > today).map(([, count]) => count));
}

/**
 * The most histograms a period of `days` days needs with weeks and days alone, whatever weekday it starts on:
 * `early` days before its first Monday then weeks up to today's, or the week it starts in and those after it minus
 * the `7 - early` days of it before the start. Months can only lower it.
 */
function worstWithWeeks(days: number): number {
  let worst = 0;
  for (let early = 0; early < 7; early++) {
    const late = (7 - early) % 7;
    const forward = early + Math.ceil((days - early) / 7);
    const back = late + Math.ceil((days + late) / 7);
    worst = Math.max(worst, Math.min(forward, back));
  }
  return worst;
}

describe("the histograms of a period", () => {
  // Every start day over more than a year: Mondays, Sundays, firsts and lasts of months, weeks across two months.
  const todays = Array.from({ length: 400 }, (_, index) => addDays("2026-01-15", index));

  it("count every day from the period's start on once, and none before, for 7, 30 and 90 days", () => {
    for (const today of todays)
      for (const days of [7, 30, 90]) {
        const since = addDays(today, -(days - 1));
        expectEveryDayFrom(periodBlocks(since, today), since);
        expectEveryDayFrom(weeklyBlocks(since, today), since);
        expectEveryDayFrom(dailyBlocks(since), since);
      }
  });

  it("count every day for all time", () => {
    expectEveryDayFrom(periodBlocks(null, "2026-11-29"), null);
    expectEveryDayFrom(weeklyBlocks(null, "2026-11-29"), null);
    expectEveryDayFrom(dailyBlocks(null), null);
  });

  it("read the fewest histograms possible: for 7 and 30 days, at worst as many as weeks and days alone need", () => {
    for (const days of [7, 30, 90]) {
      let most = 0;
      for (const today of todays) {
        const since = addDays(today, -(days - 1));
        const read = histograms(periodBlocks(since, today), today);
        expect(read, `${days} days to ${today}`).toBe(fewestPossible(since, today));
        most = Math.max(most, read);
      }
      // 5 for 7 days, 8 for 30: a period that starts on a Thursday (four days then weeks, or weeks minus three
      // days) away from a first of the month; 17 for 90 days, which months bring down.
      if (days < 90) expect(most, `${days} days`).toBe(worstWithWeeks(days));
      else expect(most, `${days} days`).toBeLessThan(worstWithWeeks(days));
    }
  });

  it("split a trend's period by week: each histogram within one week", () => {
    for (const today of todays)
      for (const block of weeklyBlocks(addDays(today, -29), today))
        expect(["day", "week"], JSON.stringify(block)).toContain(block.grain);
  });

  it("read a period whose first week crosses two months from that month, or for a trend from that week", () => {
    // Monday 2026-09-28 to Sunday 2026-10-04; a 7-day period from Wednesday 2026-09-30.
    expect(periodBlocks("2026-09-30", "2026-10-06")).toEqual([
      { grain: "day", from: "2026-09-30", to: "2026-10-01", sign: 1 },
      { grain: "month", from: "2026-10-01", to: NO_END, sign: 1 },
    ]);
    expect(weeklyBlocks("2026-09-30", "2026-10-06")).toEqual([
      { grain: "day", from: "2026-09-28", to: "2026-09-30", sign: -1 },
      { grain: "week", from: "2026-09-28", to: NO_END, sign: 1 },
    ]);
  });
});
