import { describe, expect, it } from "vitest";
import { loginUrl, safeReturnPath } from "@/lib/auth/paths";

describe("where to go after signing in", () => {
  it("returns to the back-office page that was asked for, with its query", () => {
    expect(safeReturnPath("/admin/users")).toBe("/admin/users");
    expect(safeReturnPath("/admin/users/edit/3?x=1#top")).toBe("/admin/users/edit/3?x=1#top");
    expect(safeReturnPath("/admin")).toBe("/admin");
  });

  it("goes to the dashboard for anything else: another site, the public site, the login page, nothing", () => {
    for (const candidate of [
      "https://evil.example/admin",
      "//evil.example/admin",
      "/\\evil.example/admin",
      "/blog",
      "/administrateur",
      "/admin/login",
      "javascript:alert(1)",
      "",
      null,
      undefined,
    ]) {
      expect(safeReturnPath(candidate), String(candidate)).toBe("/admin/dashboard");
    }
  });

  it("builds the login address that remembers the page", () => {
    expect(loginUrl("/admin/users?q=awa")).toBe("/admin/login?callbackUrl=%2Fadmin%2Fusers%3Fq%3Dawa");
    expect(loginUrl("/admin/dashboard")).toBe("/admin/login");
    expect(loginUrl("https://evil.example")).toBe("/admin/login");
    expect(loginUrl()).toBe("/admin/login");
  });
});
