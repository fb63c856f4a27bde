// The site's font file, made from @fontsource-variable/inter's Latin file: the same characters, its weight axis cut
// to the weights the site uses (400 to 700 instead of 100 to 900), and only the OpenType features that browsers apply
// to Latin text by themselves, plus those the site's classes ask for (Inter's stylistic sets, character variants,
// fractions and the like go, with the glyphs only they reach). Every first visit downloads it: it is as small as the
// site's text allows.
// The same script writes static TrueType instances (weights 400 and 700) for the Open Graph images (app/og): Satori,
// behind next/og, reads neither WOFF2 nor variable fonts.
// Regenerate them with `npm run fonts:subset` after upgrading the package; a unit test fails while one is stale.
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import subsetFont from "subset-font";

const ROOT = path.resolve(import.meta.dirname, "..");
const PACKAGE_DIR = path.join(ROOT, "node_modules/@fontsource-variable/inter");
const SOURCE_FACE = "inter-latin-wght-normal";
export const SUBSET_FONT_FILE = path.join(ROOT, "app/fonts/inter-latin-wght-400-700.woff2");
export const FONT_WEIGHTS = { min: 400, max: 700 } as const;
/** The features a browser turns on for horizontal Latin text (HarfBuzz's defaults for it). */
const DEFAULT_FEATURES = [
  "ccmp",
  "locl",
  "mark",
  "mkmk",
  "rlig",
  "rvrn",
  "calt",
  "clig",
  "curs",
  "dist",
  "kern",
  "liga",
  "rclt",
];
/** Tailwind's font-variant-numeric classes and the feature each needs; the site uses those listed in FONT_FEATURES. */
export const NUMERIC_CLASS_FEATURES = {
  ordinal: "ordn",
  "slashed-zero": "zero",
  "lining-nums": "lnum",
  "oldstyle-nums": "onum",
  "proportional-nums": "pnum",
  "tabular-nums": "tnum",
  "diagonal-fractions": "frac",
  "stacked-fractions": "afrc",
} as const;
export const FONT_FEATURES: readonly string[] = [...DEFAULT_FEATURES, NUMERIC_CLASS_FEATURES["tabular-nums"]];

/** The code points of `face` in the package's stylesheet (its `unicode-range`), as one string of characters. */
export async function faceCharacters(face = SOURCE_FACE): Promise<string> {
  const css = await readFile(path.join(PACKAGE_DIR, "index.css"), "utf8");
  const block = css.split(`/* ${face} */`)[1]?.split("}")[0];
  const ranges = block?.match(/unicode-range:\s*([^;]+);/)?.[1];
  if (!ranges) throw new Error(`No unicode-range for ${face} in @fontsource-variable/inter/index.css`);
  let characters = "";
  for (const range of ranges.split(",")) {
    const [first, last = first] = range
      .trim()
      .replace(/^U\+/i, "")
      .split("-")
      .map((hex) => Number.parseInt(hex, 16));
    for (let codePoint = first!; codePoint <= last!; codePoint += 1) characters += String.fromCodePoint(codePoint);
  }
  return characters;
}

/** The static instances next/og draws with, by weight. */
export const OG_FONT_WEIGHTS = [400, 700] as const;
export const ogFontFile = (weight: (typeof OG_FONT_WEIGHTS)[number]) =>
  path.join(ROOT, `app/fonts/inter-latin-${weight}.ttf`);

/** One weight of the site's font as a static TrueType file (the weight axis pinned), with the same characters. */
export async function subsetInterStatic(weight: (typeof OG_FONT_WEIGHTS)[number]): Promise<Buffer> {
  const source = await readFile(path.join(PACKAGE_DIR, "files", `${SOURCE_FACE}.woff2`));
  return subsetFont(source, await faceCharacters(), {
    targetFormat: "truetype",
    variationAxes: { wght: weight },
    keepFeatures: [...FONT_FEATURES],
  });
}

export async function subsetInter(): Promise<Buffer> {
  const source = await readFile(path.join(PACKAGE_DIR, "files", `${SOURCE_FACE}.woff2`));
  return subsetFont(source, await faceCharacters(), {
    targetFormat: "woff2",
    variationAxes: { wght: FONT_WEIGHTS },
    keepFeatures: [...FONT_FEATURES],
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const font = await subsetInter();
  await writeFile(SUBSET_FONT_FILE, font);
  console.log(`${path.relative(ROOT, SUBSET_FONT_FILE)}: ${(font.length / 1024).toFixed(1)} KB`);
  for (const weight of OG_FONT_WEIGHTS) {
    const instance = await subsetInterStatic(weight);
    await writeFile(ogFontFile(weight), instance);
    console.log(`${path.relative(ROOT, ogFontFile(weight))}: ${(instance.length / 1024).toFixed(1)} KB`);
  }
}
