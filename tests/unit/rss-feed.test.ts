import { describe, expect, it } from "vitest";
import { rssXml } from "@/lib/blog/feed";

const feed = {
  locale: "fr" as const,
  title: "Blog de l'agence",
  description: "Conseils & retours",
  link: "https://agence.example/blog",
  feedUrl: "https://agence.example/blog/rss.xml",
  items: [
    {
      title: "SEO <local> & Google",
      link: "https://agence.example/blog/seo-local",
      description: "Être trouvé à Abidjan",
      contentHtml: "<p>Texte avec ]]> au milieu</p>",
      author: "Fatou",
      category: "Communication Digitale",
      publishedAt: new Date("2026-02-10T09:30:00Z"),
      image: {
        url: "https://agence.example/uploads/3f2b8c1e-0000-4000-8000-000000000001.v2.og-0-0-10000-9000.jpg",
        width: 1200,
        height: 630,
        alt: 'Le "plateau" d\'Abidjan',
        credit: "Studio & Co",
      },
    },
  ],
};

describe("RSS feed", () => {
  it("escapes text and keeps the article HTML in a CDATA section that ']]>' cannot end", () => {
    const xml = rssXml(feed);
    expect(xml).toContain("<title>SEO &lt;local&gt; &amp; Google</title>");
    expect(xml).toContain("<description>Conseils &amp; retours</description>");
    expect(xml).toContain("<content:encoded><![CDATA[<p>Texte avec ]]]]><![CDATA[> au milieu</p>]]></content:encoded>");
  });

  it("gives each item its link, guid, RFC 822 date and category, and the channel its own address", () => {
    const xml = rssXml(feed);
    expect(xml).toContain('<guid isPermaLink="true">https://agence.example/blog/seo-local</guid>');
    expect(xml).toContain("<pubDate>Tue, 10 Feb 2026 09:30:00 GMT</pubDate>");
    expect(xml).toContain("<lastBuildDate>Tue, 10 Feb 2026 09:30:00 GMT</lastBuildDate>");
    expect(xml).toContain("<category>Communication Digitale</category>");
    expect(xml).toContain(
      '<atom:link href="https://agence.example/blog/rss.xml" rel="self" type="application/rss+xml"/>',
    );
    expect(xml).toContain("<language>fr</language>");
  });

  it("gives an item with a cover a Media RSS picture with its size, description and credit, escaped", () => {
    const xml = rssXml(feed);
    expect(xml).toContain('xmlns:media="http://search.yahoo.com/mrss/"');
    expect(xml).toContain(
      '<media:content url="https://agence.example/uploads/3f2b8c1e-0000-4000-8000-000000000001.v2.og-0-0-10000-9000.jpg" medium="image" width="1200" height="630">' +
        '<media:description type="plain">Le &quot;plateau&quot; d&apos;Abidjan</media:description>' +
        "<media:credit>Studio &amp; Co</media:credit></media:content>",
    );
    expect(rssXml({ ...feed, items: [{ ...feed.items[0]!, image: null }] })).not.toContain("<media:content");
  });

  it("is a valid channel without items", () => {
    const xml = rssXml({ ...feed, items: [] });
    expect(xml).not.toContain("<item>");
    expect(xml).not.toContain("lastBuildDate");
    expect(xml).toMatch(/<channel>[\s\S]*<\/channel>/);
  });
});
