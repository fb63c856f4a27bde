export interface FeedItem {
  title: string;
  /** Absolute URL of the article. */
  link: string;
  description: string;
  /** Article HTML with absolute links and images. */
  contentHtml: string;
  author: string;
  category: string;
  publishedAt: Date | null;
}

export interface Feed {
  title: string;
  description: string;
  /** Absolute URL of the blog. */
  link: string;
  /** Absolute URL of the feed itself. */
  feedUrl: string;
  items: FeedItem[];
}

function escapeXml(text: string): string {
  return text.replace(
    /[<>&"']/g,
    (char) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[char]!,
  );
}

/** HTML in a CDATA section; ']]>' inside it is split so that it cannot end the section. */
function cdata(html: string): string {
  return `<![CDATA[${html.replaceAll("]]>", "]]]]><![CDATA[>")}]]>`;
}

/** An RSS 2.0 document (with content:encoded and an atom:link to itself), in French. */
export function rssXml(feed: Feed): string {
  const newest = feed.items.find((item) => item.publishedAt)?.publishedAt;
  const items = feed.items
    .map((item) =>
      [
        "<item>",
        `<title>${escapeXml(item.title)}</title>`,
        `<link>${escapeXml(item.link)}</link>`,
        `<guid isPermaLink="true">${escapeXml(item.link)}</guid>`,
        item.publishedAt ? `<pubDate>${item.publishedAt.toUTCString()}</pubDate>` : "",
        `<dc:creator>${escapeXml(item.author)}</dc:creator>`,
        `<category>${escapeXml(item.category)}</category>`,
        `<description>${escapeXml(item.description)}</description>`,
        `<content:encoded>${cdata(item.contentHtml)}</content:encoded>`,
        "</item>",
      ].join(""),
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">
<channel>
<title>${escapeXml(feed.title)}</title>
<link>${escapeXml(feed.link)}</link>
<description>${escapeXml(feed.description)}</description>
<language>fr</language>
<atom:link href="${escapeXml(feed.feedUrl)}" rel="self" type="application/rss+xml"/>
${newest ? `<lastBuildDate>${newest.toUTCString()}</lastBuildDate>\n` : ""}${items}
</channel>
</rss>
`;
}
