import { describe, expect, it } from "vitest";
import { escapeHtml, siteMailHtml } from "@/lib/mail/html";

describe("the site's mail layout", () => {
  it("escapes every text it is given, keeps line breaks, and writes the button's address out under it", () => {
    const html = siteMailHtml({
      brand: "Agence <Digitale>",
      title: 'Bonjour "vous"',
      paragraphs: ["Ligne 1\nLigne 2 & <script>alert(1)</script>"],
      action: { label: "Confirmer", url: "https://exemple.ci/a?jeton=1.abc&x=<y>" },
      footer: ["Petite ligne"],
      footerLinks: [{ label: "Se désinscrire", url: "https://exemple.ci/d?jeton=2.def" }],
    });
    expect(html).not.toContain("<script>");
    expect(html).toContain("Agence &lt;Digitale&gt;");
    expect(html).toContain("Bonjour &quot;vous&quot;");
    expect(html).toContain("Ligne 1<br>Ligne 2 &amp; &lt;script&gt;");
    expect(html.match(/https:\/\/exemple\.ci\/a\?jeton=1\.abc&amp;x=&lt;y&gt;/g)).toHaveLength(2);
    expect(html).toContain('href="https://exemple.ci/d?jeton=2.def"');
    expect(html).toContain('<html lang="fr">');
  });

  it("escapes the five characters HTML gives a meaning to", () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;",
    );
  });
});
