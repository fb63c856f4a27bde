import { describe, expect, it } from "vitest";
import { placeholderSvg } from "@/lib/placeholder";

describe("placeholder image", () => {
  it("carries the title, escaped", () => {
    const svg = placeholderSvg(`<Refonte & "Fintech">`);
    expect(svg).toContain("&lt;Refonte &amp; &quot;Fintech&quot;&gt;");
    expect(svg).not.toContain("<Refonte");
  });

  it("wraps long titles on at most three lines", () => {
    const svg = placeholderSvg("Application mobile de service client pour un opérateur de transport urbain à Abidjan");
    expect(svg.match(/<text /g)).toHaveLength(3);
  });

  it("names something even without a title", () => {
    expect(placeholderSvg("   ")).toContain(">Image</text>");
  });
});
