import { describe, expect, it } from "vitest";
import { lastLoginStatus, userMatchesSearch } from "@/lib/users/rules";

const now = new Date("2026-03-10T12:00:00Z");

describe("last-login indicator", () => {
  it("says 'Connecté récemment' for a sign-in today or within the last 7 days", () => {
    expect(lastLoginStatus("2026-03-10T08:15:00Z", now)).toEqual({
      label: "10/03/2026 à 08:15",
      indicator: "Connecté récemment",
      tone: "active",
    });
    expect(lastLoginStatus("2026-03-03T12:00:00Z", now).indicator).toBe("Connecté récemment");
  });

  it("says 'Inactif récemment' beyond 7 days", () => {
    expect(lastLoginStatus("2026-03-03T11:59:00Z", now)).toEqual({
      label: "03/03/2026 à 11:59",
      indicator: "Inactif récemment",
      tone: "idle",
    });
  });

  it("says 'Jamais connecté' and 'Compte inactif' without a sign-in", () => {
    expect(lastLoginStatus(null, now)).toEqual({
      label: "Jamais connecté",
      indicator: "Compte inactif",
      tone: "inactive",
    });
  });
});

describe("user search", () => {
  const awa = { username: "Awa.K", email: "awa@agence.ci", role: "editor" as const };

  it("matches username, e-mail and role (key or French label) without case", () => {
    for (const query of ["awa.k", "AGENCE.CI", "editor", "éditeur", "  ", ""])
      expect(userMatchesSearch(awa, query), query).toBe(true);
    for (const query of ["admin", "kofi"]) expect(userMatchesSearch(awa, query), query).toBe(false);
  });
});
