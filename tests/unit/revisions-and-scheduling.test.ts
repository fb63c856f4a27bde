import { describe, expect, it } from "vitest";
import { parseSiteDateTime, toSiteDateTimeInput } from "@/lib/dates";
import { diffWords } from "@/lib/revisions/diff";
import { SCHEDULE_IN_PAST, SCHEDULE_INVALID, scheduledAtField } from "@/lib/schemas";
import { scheduledForLabel } from "@/lib/scheduling/rules";

describe("word-level diff", () => {
  it("marks the words removed and added, and gives each text back from its parts", () => {
    const before = "Le site charge en cinq secondes sur mobile.";
    const after = "Le nouveau site charge en une seconde sur mobile.";
    const parts = diffWords(before, after);
    expect(parts).toEqual([
      { kind: "same", text: "Le " },
      { kind: "added", text: "nouveau " },
      { kind: "same", text: "site charge en " },
      { kind: "removed", text: "cinq secondes " },
      { kind: "added", text: "une seconde " },
      { kind: "same", text: "sur mobile." },
    ]);
    const text = (kinds: string[]) =>
      parts
        .filter((part) => kinds.includes(part.kind))
        .map((part) => part.text)
        .join("");
    expect(text(["same", "removed"])).toBe(before);
    expect(text(["same", "added"])).toBe(after);
  });

  it("answers one unchanged part for equal texts, and handles empty ones", () => {
    expect(diffWords("Un texte.", "Un texte.")).toEqual([{ kind: "same", text: "Un texte." }]);
    expect(diffWords("", "Nouveau")).toEqual([{ kind: "added", text: "Nouveau" }]);
    expect(diffWords("Ancien", "")).toEqual([{ kind: "removed", text: "Ancien" }]);
  });
});

describe("scheduled publication date", () => {
  it("reads a date and time typed in the form as Abidjan's (UTC all year), and an ISO date as itself", () => {
    expect(parseSiteDateTime("2026-03-05T14:30")?.toISOString()).toBe("2026-03-05T14:30:00.000Z");
    expect(parseSiteDateTime("2026-03-05T14:30:00.000Z")?.toISOString()).toBe("2026-03-05T14:30:00.000Z");
    expect(parseSiteDateTime("2026-03-05T16:30:00+02:00")?.toISOString()).toBe("2026-03-05T14:30:00.000Z");
    expect(parseSiteDateTime("demain")).toBeNull();
    expect(parseSiteDateTime("2026-13-45T99:99")).toBeNull();
    expect(toSiteDateTimeInput("2026-03-05T14:30:00.000Z")).toBe("2026-03-05T14:30");
    expect(toSiteDateTimeInput(null)).toBe("");
    expect(scheduledForLabel("2026-03-05T14:30:00.000Z")).toBe("Programmé pour le 05/03/2026 à 14:30");
  });

  it("accepts a future time or none, and refuses a past or unreadable one in French", () => {
    expect(scheduledAtField.parse("")).toBeNull();
    expect(scheduledAtField.parse(undefined)).toBeNull();
    const future = new Date(Date.now() + 3_600_000);
    expect(scheduledAtField.parse(future.toISOString())).toEqual(future);
    expect(scheduledAtField.safeParse("2020-01-01T10:00").error?.issues[0]?.message).toBe(SCHEDULE_IN_PAST);
    expect(scheduledAtField.safeParse("bientôt").error?.issues[0]?.message).toBe(SCHEDULE_INVALID);
  });
});
