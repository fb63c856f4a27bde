import { afterEach, describe, expect, it, vi } from "vitest";
import { absoluteImageUrl, imageSrc, placeholderImagePath } from "@/lib/images";
import { projectCardDescription } from "@/lib/projects/rules";
import { absoluteUrl } from "@/lib/site";
import { htmlToText, truncate } from "@/lib/text";

afterEach(() => vi.unstubAllEnvs());

describe("image URLs", () => {
  it("keeps site paths and absolute URLs, and roots relative paths", () => {
    expect(imageSrc("/uploads/a.webp", "T")).toBe("/uploads/a.webp");
    expect(imageSrc("uploads/a.webp", "T")).toBe("/uploads/a.webp");
    expect(imageSrc("https://cdn.example.com/a.png", "T")).toBe("https://cdn.example.com/a.png");
  });

  it("uses a placeholder carrying the title when there is no image", () => {
    expect(imageSrc(null, "Refonte Fintech")).toBe("/placeholder/Refonte%20Fintech");
    expect(imageSrc("   ", "Été")).toBe(placeholderImagePath("Été"));
    expect(placeholderImagePath("")).toBe("/placeholder/Image");
  });

  it("prefixes paths starting with '/' with the site origin", () => {
    vi.stubEnv("SITE_URL", "https://agence.example.ci/");
    expect(absoluteUrl("/blog")).toBe("https://agence.example.ci/blog");
    expect(absoluteImageUrl("/images/a.webp", "T")).toBe("https://agence.example.ci/images/a.webp");
    expect(absoluteImageUrl(undefined, "T")).toBe("https://agence.example.ci/placeholder/T");
    expect(absoluteUrl("https://other.example/x")).toBe("https://other.example/x");
  });
});

describe("card description", () => {
  it("cuts at 120 characters plus '...'", () => {
    const long = "x".repeat(121);
    expect(projectCardDescription(long)).toBe(`${"x".repeat(120)}...`);
    expect(projectCardDescription("x".repeat(120))).toBe("x".repeat(120));
  });

  it("reads the 'about' part of a structured description", () => {
    expect(projectCardDescription({ about: "Une refonte complète." })).toBe("Une refonte complète.");
  });

  it("falls back to 'Aucune description disponible'", () => {
    expect(projectCardDescription(null)).toBeNull();
    expect(projectCardDescription({ about: " " })).toBeNull();
  });

  it("truncate leaves short text alone", () => {
    expect(truncate("court", 10)).toBe("court");
  });

  it("extracts plain text from HTML", () => {
    expect(htmlToText("<p>Bonjour&nbsp;<strong>Abidjan</strong></p><script>x()</script><p>L&#39;été</p>")).toBe(
      "Bonjour Abidjan L'été",
    );
  });
});
