// A redirect's target as typed in 'Redirections' (lib/redirects/schemas.ts): what does not name a storable path of
// this site is refused (null), never an error the action would answer with a 500.
import { describe, expect, it } from "vitest";
import { normalizePath, normalizeTarget } from "@/lib/redirects/schemas";

describe("redirect targets", () => {
  it("refuses a percent-encoding that does not decode and a NUL, decoded or typed", () => {
    expect(normalizeTarget("https://agence.ci/%E0%A4%A", "https://agence.ci")).toBeNull();
    expect(normalizeTarget("https://agence.ci/a%00b", "https://agence.ci")).toBeNull();
    expect(normalizePath("/a\u0000b")).toBeNull();
    expect(normalizeTarget("https://agence.ci/blog/%C3%A9t%C3%A9", "https://agence.ci")).toBe("/blog/été");
  });
});
