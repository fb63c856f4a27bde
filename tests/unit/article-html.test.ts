import { afterEach, describe, expect, it, vi } from "vitest";
import { sanitizeArticleHtml } from "@/lib/blog/html";

afterEach(() => vi.unstubAllEnvs());

describe("article HTML", () => {
  it("removes scripts, event handlers and javascript: links", () => {
    const html = sanitizeArticleHtml(
      `<p onclick="alert(1)">Salut</p><script>alert(1)</script><a href="javascript:alert(1)">x</a><img src="x" onerror="alert(1)"><iframe src="https://evil"></iframe>`,
    );
    expect(html).not.toMatch(/script|onclick|onerror|javascript:|iframe/i);
    expect(html).toContain("<p>Salut</p>");
  });

  it("refuses data: and protocol-relative images", () => {
    const html = sanitizeArticleHtml(`<img src="data:image/svg+xml;base64,PHN2Zz4="><img src="//evil.example/a.png">`);
    expect(html).not.toContain("data:");
    expect(html).not.toContain("evil.example");
  });

  it("resolves relative image paths", () => {
    expect(sanitizeArticleHtml(`<img src="uploads/a.webp" alt="A">`)).toContain(`src="/uploads/a.webp"`);
    vi.stubEnv("SITE_URL", "https://agence.example.ci");
    expect(sanitizeArticleHtml(`<img src="/uploads/a.webp">`, { absolute: true })).toContain(
      `src="https://agence.example.ci/uploads/a.webp"`,
    );
  });

  it("keeps the editorial markup", () => {
    const source = `<h2>Titre</h2><ul><li><strong>Un</strong></li></ul><blockquote>Cité</blockquote><a href="/contact">Contact</a>`;
    expect(sanitizeArticleHtml(source)).toBe(source);
  });

  it("adds rel=noopener to links that open a new tab", () => {
    expect(sanitizeArticleHtml(`<a href="https://example.com" target="_blank">x</a>`)).toContain(
      `rel="noopener noreferrer"`,
    );
  });
});

describe("article HTML images", () => {
  it("drops images whose source was refused", () => {
    expect(sanitizeArticleHtml(`<p>a</p><img src="javascript:alert(1)"><img src="//evil.example/a.png">`)).toBe(
      "<p>a</p>",
    );
  });

  it("points uploaded images of a named version at MEDIA_PUBLIC_URL only for the public site's HTML", async () => {
    vi.stubEnv("MEDIA_PUBLIC_URL", "https://media.agence.example/");
    vi.resetModules();
    const { sanitizeArticleHtml: render } = await import("@/lib/blog/html");
    const name = "3f2b8c1e-0000-4000-8000-000000000001.webp";
    const versioned = name.replace(".webp", ".v2.webp");
    const content = `<img src="/uploads/${versioned}"><img src="/uploads/${name}"><img src="/images/a.webp"><img src="https://ailleurs.example/b.png">`;
    const html = render(content, { publicMedia: true });
    expect(html).toContain(`src="https://media.agence.example/${versioned}"`);
    // The image's own name means its current version, which the app answers (public pages name the version first).
    expect(html).toContain(`src="/uploads/${name}"`);
    expect(html).toContain(`src="/images/a.webp"`);
    expect(html).toContain(`src="https://ailleurs.example/b.png"`);
    // Saved and edited HTML keeps the stored path.
    expect(render(content)).toContain(`src="/uploads/${versioned}"`);
  });
});
