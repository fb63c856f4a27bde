import { describe, expect, it } from "vitest";
import { sanitizeArticleHtml } from "@/lib/blog/html";
import { contentImages } from "@/lib/media/html";
import { currentContentImages, type MediaViews } from "@/lib/media/public-image";
import type { MediaView } from "@/lib/media/types";

const FILENAME = "0b7e9d2c-3f4a-4b5c-8d6e-7f8091a2b3c4.webp";
const PATH = `/uploads/${FILENAME}`;

function libraryImage(texts: { alt: string | null; decorative?: boolean }): MediaViews {
  const view: MediaView = {
    id: 7,
    filename: FILENAME,
    path: PATH,
    url: `/uploads/${FILENAME.replace(".webp", ".v3.webp")}`,
    version: 3,
    width: 1600,
    height: 900,
    alt: texts.alt,
    decorative: texts.decorative ?? false,
    caption: null,
    credit: null,
    focal: { x: 0.5, y: 0.5 },
    crops: {},
  };
  return { [FILENAME]: view };
}

/** The article's HTML as it is stored (sanitised on save), then as the public page renders it. */
function publicHtml(editorHtml: string, media: MediaViews): string {
  const stored = sanitizeArticleHtml(editorHtml);
  return sanitizeArticleHtml(currentContentImages(stored, media), { publicMedia: true });
}

const altOf = (html: string) => /<img\b[^>]*\salt="([^"]*)"/.exec(html)?.[1];

describe("an article's library images on the public page", () => {
  const described = libraryImage({ alt: "Équipe au travail à Abidjan" });

  it("carry the library's description when the article gives none (alt empty or missing)", () => {
    expect(altOf(publicHtml(`<p><img src="${PATH}" alt=""></p>`, described))).toBe("Équipe au travail à Abidjan");
    expect(altOf(publicHtml(`<p><img src="${PATH}"></p>`, described))).toBe("Équipe au travail à Abidjan");
    // The current version's address, whatever the stored one.
    expect(publicHtml(`<p><img src="${PATH}" alt=""></p>`, described)).toContain(`.v3.webp"`);
  });

  it("keep a text of their own over the library's", () => {
    expect(altOf(publicHtml(`<p><img src="${PATH}" alt="Notre équipe en réunion"></p>`, described))).toBe(
      "Notre équipe en réunion",
    );
  });

  it('are decorative (alt="") when the article marks them so, even with a description in the library', () => {
    const html = publicHtml(`<p><img src="${PATH}" alt="" role="presentation"></p>`, described);
    expect(altOf(html)).toBe("");
    expect(html).toContain(`role="presentation"`);
    // A text typed beside the mark does not survive it.
    expect(altOf(publicHtml(`<p><img src="${PATH}" alt="Texte" role="presentation"></p>`, described))).toBe("");
  });

  it('follow the library when it says decorative, and have alt="" while the library has no text', () => {
    expect(altOf(publicHtml(`<p><img src="${PATH}" alt=""></p>`, libraryImage({ alt: null, decorative: true })))).toBe(
      "",
    );
    expect(altOf(publicHtml(`<p><img src="${PATH}"></p>`, libraryImage({ alt: null })))).toBe("");
  });

  it("keep no role but presentation (the sanitiser drops any other)", () => {
    const stored = sanitizeArticleHtml(`<p><img src="${PATH}" alt="" role="button"><img src="${PATH}" role="img"></p>`);
    expect(stored).not.toContain("role=");
  });
});

describe("the library's view of an article's images (uses, the described-images rule)", () => {
  it("counts an image as described by the article when it has its own text or is decorative there", () => {
    const stored = sanitizeArticleHtml(
      `<p><img src="${PATH}" alt=""><img src="${PATH}" alt="Texte"><img src="${PATH}" alt="" role="presentation"></p>`,
    );
    expect(contentImages(stored).map((image) => image.ownAlt)).toEqual([false, true, true]);
  });
});
