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

const histograms = (plan: BlockRange[], today: string) =>
  plan.reduce((sum, block) => {
    let count = 0;
    const step = { day: 1, week: 7, month: 1 }[block.grain];
    for (let day = block.from; day < block.to && day <= today; day = addDays(day, step))
      if (block.grain !== "month" || day.endsWith("-01")) count++;
    return sum + count;
  }, 0);

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

  it("read few histograms: at most 5 for 7 days, 7 for 30 days, 13 for 90 days (instead of 7, 30, 90 days)", () => {
    for (const today of todays) {
      const read = (days: number) => histograms(periodBlocks(addDays(today, -(days - 1)), today), today);
      expect(read(7), today).toBeLessThanOrEqual(5);
      expect(read(30), today).toBeLessThanOrEqual(7);
      expect(read(90), today).toBeLessThanOrEqual(13);
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
      { grain: "week", from: "2026-09-28", to: NO_END, sign: 1 },
      { grain: "day", from: "2026-09-28", to: "2026-09-30", sign: -1 },
    ]);
  });
});
