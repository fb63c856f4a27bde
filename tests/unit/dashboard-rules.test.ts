import { describe, expect, it } from "vitest";
import { everyDay, formatPercent, percent, visitBarPercent } from "@/lib/dashboard/rules";

describe("dashboard figures", () => {
  it("rounds rates to one decimal and answers 0 when there is nothing to divide by", () => {
    expect(percent(1, 3)).toBe(33.3);
    expect(percent(2, 3)).toBe(66.7);
    expect(percent(5, 5)).toBe(100);
    expect(percent(3, 0)).toBe(0);
    expect(formatPercent(33.3)).toMatch(/^33,3\s%$/);
    expect(formatPercent(0)).toMatch(/^0,0\s%$/);
  });

  it("draws visits as bars of value / 10, capped at 100", () => {
    expect(visitBarPercent(0)).toBe(0);
    expect(visitBarPercent(45)).toBe(4.5);
    expect(visitBarPercent(1000)).toBe(100);
    expect(visitBarPercent(25_000)).toBe(100);
  });

  it("lists every day of a period, with zeros on the days without visits", () => {
    const stats = [
      { date: "2026-11-20", visits: 4, uniqueVisitors: 2 },
      { date: "2026-11-22", visits: 1, uniqueVisitors: 1 },
    ];
    expect(everyDay(stats, "2026-11-19", "2026-11-23")).toEqual([
      { date: "2026-11-19", visits: 0, uniqueVisitors: 0 },
      stats[0],
      { date: "2026-11-21", visits: 0, uniqueVisitors: 0 },
      stats[1],
      { date: "2026-11-23", visits: 0, uniqueVisitors: 0 },
    ]);
  });

  it("starts 'all time' at the first day with visits, and has no days without any", () => {
    expect(
      everyDay([{ date: "2026-02-27", visits: 1, uniqueVisitors: 1 }], null, "2026-03-01").map((day) => day.date),
    ).toEqual(["2026-02-27", "2026-02-28", "2026-03-01"]);
    expect(everyDay([], null, "2026-03-01")).toEqual([]);
  });
});
