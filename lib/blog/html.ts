import sanitizeHtml from "sanitize-html";
import { DECORATIVE_ROLE } from "@/lib/media/html";
import { publicMediaUrl } from "@/lib/media/public-url";
import { absoluteUrl } from "@/lib/site";

// role="presentation": decorative in this article, whatever the library says (lib/media/html.ts).
const IMAGE_ATTRIBUTES: sanitizeHtml.AllowedAttribute[] = [
  "src",
  "alt",
  "title",
  "width",
  "height",
  { name: "role", multiple: false, values: [DECORATIVE_ROLE] },
];

/**
 * The one allow-list for article HTML: applied when an article is saved, and again when it is shown
 * (public page, admin preview, feed), so that content stored by any path is safe to render.
 */
const ARTICLE_ALLOW_LIST: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "hr",
    "h2",
    "h3",
    "h4",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "mark",
    "sub",
    "sup",
    "ul",
    "ol",
    "li",
    "blockquote",
    "code",
    "pre",
    "a",
    "img",
    "figure",
    "figcaption",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: IMAGE_ATTRIBUTES,
    th: ["colspan", "rowspan"],
    td: ["colspan", "rowspan"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
};

export interface RenderOptions {
  /** Make image sources and links absolute (feeds and e-mails, read away from the site). */
  absolute?: boolean;
  /**
   * Point uploaded images at their public address (MEDIA_PUBLIC_URL, lib/media/public-url.ts): the HTML the public
   * site sends. Never when the HTML is stored or edited, whose paths stay '/uploads/…'.
   */
  publicMedia?: boolean;
}

/** Sanitised article HTML whose relative image paths are resolved ('uploads/a.webp' → '/uploads/a.webp'). */
export function sanitizeArticleHtml(
  html: string,
  { absolute = false, publicMedia = false }: RenderOptions = {},
): string {
  const resolve = (src: string) => {
    // Only paths are resolved; any scheme (data:, javascript:…) or '//' is left for the allow-list to judge.
    if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(src)) return src;
    const path = src.startsWith("/") ? src : `/${src}`;
    const located = publicMedia ? publicMediaUrl(path) : path;
    return absolute ? absoluteUrl(located) : located;
  };
  return sanitizeHtml(html, {
    ...ARTICLE_ALLOW_LIST,
    transformTags: {
      img: (tagName, attribs) => ({
        tagName,
        attribs: {
          ...attribs,
          ...(attribs.src ? { src: resolve(attribs.src) } : {}),
          // On the public site every image has an alt: one left without is decorative, never read as its file name.
          ...(publicMedia ? { alt: attribs.alt ?? "" } : {}),
          // An image marked decorative has no text, whatever an alt typed in the HTML said.
          ...(attribs.role === DECORATIVE_ROLE ? { alt: "" } : {}),
          loading: "lazy",
          decoding: "async",
        },
      }),
      a: (tagName, attribs) => ({
        tagName,
        attribs: {
          ...attribs,
          ...(absolute && attribs.href?.startsWith("/") ? { href: absoluteUrl(attribs.href) } : {}),
          ...(attribs.target === "_blank" ? { rel: "noopener noreferrer" } : {}),
        },
      }),
    },
    allowedAttributes: {
      ...ARTICLE_ALLOW_LIST.allowedAttributes,
      img: [...IMAGE_ATTRIBUTES, "loading", "decoding"],
    },
    exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
  });
}
