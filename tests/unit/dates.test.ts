import { describe, expect, it } from "vitest";
import {
  firstValidDate,
  formatDate,
  formatDateTime,
  formatLongDate,
  formatRelativeDate,
  formatShortDate,
  isSiteDay,
  toDate,
} from "@/lib/dates";

describe("French dates", () => {
  const march5 = "2025-03-05T14:30:00Z";

  it("formats blog dates as 'dd MMMM yyyy' in French", () => {
    expect(formatDate(march5)).toBe("05 mars 2025");
    expect(formatDate(new Date("2024-12-25T08:00:00Z"))).toBe("25 décembre 2024");
  });

  it("formats the long date with the French weekday", () => {
    expect(formatLongDate(march5)).toBe("mercredi 5 mars 2025");
  });

  it("formats admin dates as dd/mm/yyyy", () => {
    expect(formatShortDate(march5)).toBe("05/03/2025");
    expect(formatDateTime(march5)).toBe("05/03/2025 à 14:30");
  });

  it("shows Abidjan time (GMT) whatever the server's time zone", () => {
    expect(formatShortDate("2025-03-05T23:30:00-05:00")).toBe("06/03/2025");
  });

  it.each([null, undefined, "", "pas une date", Number.NaN, "2025-13-45"])(
    "says 'Date non disponible' for %s",
    (value) => {
      expect(formatDate(value)).toBe("Date non disponible");
      expect(formatRelativeDate(value, new Date())).toBe("Date non disponible");
    },
  );

  it("says today and yesterday with the time", () => {
    const now = new Date("2025-03-05T18:00:00Z");
    expect(formatRelativeDate("2025-03-05T09:05:00Z", now)).toBe("Aujourd'hui à 09:05");
    expect(formatRelativeDate("2025-03-04T23:59:00Z", now)).toBe("Hier à 23:59");
    expect(formatRelativeDate("2025-03-03T10:00:00Z", now)).toBe("03/03/2025 à 10:00");
  });

  it("takes the first valid date of its candidates", () => {
    expect(firstValidDate(null, "invalide", "2025-01-02T00:00:00Z")?.toISOString()).toBe("2025-01-02T00:00:00.000Z");
    expect(firstValidDate(undefined, "")).toBeNull();
  });

  it("reads ISO strings, timestamps and dates", () => {
    expect(toDate(0)?.toISOString()).toBe("1970-01-01T00:00:00.000Z");
    expect(toDate("2025-03-05 14:30:00Z")?.toISOString()).toBe("2025-03-05T14:30:00.000Z");
  });

  it("accepts only calendar days that exist, written as a date field writes them", () => {
    expect(isSiteDay("2024-02-29")).toBe(true);
    expect(isSiteDay("2024-03-31")).toBe(true);
    // Date.parse rolls these over to the next month.
    expect(isSiteDay("2024-02-31")).toBe(false);
    expect(isSiteDay("2023-02-29")).toBe(false);
    expect(isSiteDay("2024-13-01")).toBe(false);
    expect(isSiteDay("2024-3-1")).toBe(false);
    expect(isSiteDay("")).toBe(false);
  });
});

describe("English dates (the public pages' formatters, given the language)", () => {
  const march5 = "2025-03-05T14:30:00Z";

  it("writes them as in Britain, with its own word for a missing date", () => {
    expect(formatDate(march5, "en")).toBe("05 March 2025");
    expect(formatLongDate(march5, "en")).toBe("Wednesday, 5 March 2025");
    expect(formatDateTime(march5, "en")).toBe("05/03/2025 at 14:30");
    expect(formatDate("pas une date", "en")).toBe("Date unavailable");
    expect(formatDateTime(null, "en")).toBe("Date unavailable");
  });

  it("stay French when no language is given (the back office)", () => {
    expect(formatDate(march5)).toBe(formatDate(march5, "fr"));
    expect(formatDateTime(march5)).toBe("05/03/2025 à 14:30");
  });
});
