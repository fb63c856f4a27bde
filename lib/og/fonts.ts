import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";

// The fonts of the Open Graph images, all shipped with the app (npm packages), so that drawing an image never
// depends on a request to the internet: the site's Inter for Latin text, and, for any other character of a title,
// the Noto fonts of Fontsource (Arabic, with extended Latin and symbols; Simplified Chinese, with Japanese kana;
// emoji, in outline). Satori reads TrueType, OpenType and WOFF, not WOFF2: Fontsource ships WOFF beside WOFF2.
// Each Fontsource package is cut into subsets by Unicode range (unicode.json): only those a title needs are read.

export type FontWeight = 400 | 700;

export interface OgFont {
  name: string;
  data: Buffer;
  weight: FontWeight;
  style: "normal";
}

const root = (...segments: string[]) => path.join(process.cwd(), ...segments);

/** The site's own font, as the static TrueType instances `npm run fonts:subset` writes (Satori reads no WOFF2). */
export async function baseFonts(): Promise<OgFont[]> {
  const file = (weight: FontWeight) => readFile(root(`app/fonts/inter-latin-${weight}.ttf`));
  const [regular, bold] = await Promise.all([file(400), file(700)]);
  return [
    { name: "Inter", data: regular, weight: 400, style: "normal" },
    { name: "Inter", data: bold, weight: 700, style: "normal" },
  ];
}

/** Fallback families, in the order they are tried; each has 400 and 700 in every subset (emoji: 400 and 700 too). */
const FALLBACK_FAMILIES = ["noto-sans-arabic", "noto-emoji", "noto-sans-sc"] as const;

interface Subset {
  family: string;
  /** The file name's subset part: "arabic", "latin-ext", "12" (from the key "[12]"). */
  name: string;
  ranges: [number, number][];
}

let subsets: Promise<Subset[]> | undefined;

function loadSubsets(): Promise<Subset[]> {
  return (subsets ??= Promise.all(
    FALLBACK_FAMILIES.map(async (family) => {
      const ranges = JSON.parse(
        await readFile(root("node_modules/@fontsource", family, "unicode.json"), "utf8"),
      ) as Record<string, string>;
      return Object.entries(ranges).map(([key, list]) => ({
        family,
        name: key.replace(/^\[(\d+)\]$/, "$1"),
        ranges: list.split(",").map((range): [number, number] => {
          const [start, end = start] = range.trim().replace(/^U\+/i, "").split("-");
          return [parseInt(start!, 16), parseInt(end!, 16)];
        }),
      }));
    }),
  ).then((families) => families.flat()));
}

const covers = (subset: Subset, codePoint: number) =>
  subset.ranges.some(([start, end]) => codePoint >= start && codePoint <= end);

/**
 * The fallback fonts for the characters of `text` that the base fonts lack (Satori asks for them by its
 * `loadAdditionalAsset`): for each character, the first family's subset that covers it, in both weights. A character
 * no shipped font covers is drawn as nothing, never fetched.
 */
export async function fallbackFonts(text: string): Promise<OgFont[]> {
  const all = await loadSubsets();
  const needed = new Set<Subset>();
  for (const char of text) {
    const codePoint = char.codePointAt(0)!;
    const subset = all.find((candidate) => covers(candidate, codePoint));
    if (subset) needed.add(subset);
  }
  const fonts = await Promise.all(
    [...needed].flatMap((subset) =>
      ([400, 700] as const).map(async (weight) => ({
        name: `${subset.family}-${subset.name}`,
        data: await readFile(
          root(
            "node_modules/@fontsource",
            subset.family,
            "files",
            `${subset.family}-${subset.name}-${weight}-normal.woff`,
          ),
        ),
        weight,
        style: "normal" as const,
      })),
    ),
  );
  return fonts;
}
