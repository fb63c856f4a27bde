import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  faceCharacters,
  FONT_FEATURES,
  FONT_WEIGHTS,
  NUMERIC_CLASS_FEATURES,
  OG_FONT_WEIGHTS,
  ogFontFile,
  SUBSET_FONT_FILE,
  subsetInter,
  subsetInterStatic,
} from "@/tools/subset-font";

const ROOT = path.resolve(import.meta.dirname, "../..");
const TAILWIND_WEIGHTS = {
  thin: 100,
  extralight: 200,
  light: 300,
  normal: 400,
  medium: 500,
  semibold: 600,
  bold: 700,
  extrabold: 800,
  black: 900,
};
const WEIGHT_CLASS = new RegExp(`\\bfont-(${Object.keys(TAILWIND_WEIGHTS).join("|")})\\b`, "g");
const NUMERIC_CLASS = new RegExp(`(?<![\\w-])(${Object.keys(NUMERIC_CLASS_FEATURES).join("|")})\\b`, "g");

/** The first group of every match of `pattern` in the sources of app/ and components/. */
async function classesUsed(pattern: RegExp): Promise<Set<string>> {
  const files = (
    await Promise.all(
      ["app", "components"].map(async (dir) =>
        (await readdir(path.join(ROOT, dir), { recursive: true })).map((file) => path.join(dir, file)),
      ),
    )
  ).flat();
  const used = new Set<string>();
  for (const file of files.filter((name) => /\.(tsx?|css)$/.test(name)))
    for (const match of (await readFile(path.join(ROOT, file), "utf8")).matchAll(pattern)) used.add(match[1]!);
  return used;
}

// HarfBuzz cuts the font again in each test: seconds of CPU, longer on a busy machine.
describe("the site's font file", { timeout: 60_000 }, () => {
  it("is what tools/subset-font.ts makes from the installed @fontsource-variable/inter (run npm run fonts:subset)", async () => {
    const committed = await readFile(SUBSET_FONT_FILE);
    expect((await subsetInter()).equals(committed)).toBe(true);
  });

  it.each(OG_FONT_WEIGHTS)(
    "has a static TrueType instance of weight %i for the Open Graph images, as the script makes it",
    async (weight) => {
      const committed = await readFile(ogFontFile(weight));
      // TrueType's signature: Satori reads it, not WOFF2.
      expect(committed.readUInt32BE(0)).toBe(0x00010000);
      expect((await subsetInterStatic(weight)).equals(committed)).toBe(true);
    },
  );

  it("keeps every character of the package's Latin face", async () => {
    const characters = await faceCharacters();
    for (const character of "àâçéèêëîïôûùüÿœæÀÇÉÈÊŒ€«»’…–—") expect(characters).toContain(character);
    expect(characters).not.toContain("ā");
  });

  it("has every weight the components ask for", async () => {
    const used = await classesUsed(WEIGHT_CLASS);
    expect(used.size).toBeGreaterThan(2);
    for (const weight of used) {
      const value = TAILWIND_WEIGHTS[weight as keyof typeof TAILWIND_WEIGHTS];
      expect(value, `font-${weight}`).toBeGreaterThanOrEqual(FONT_WEIGHTS.min);
      expect(value, `font-${weight}`).toBeLessThanOrEqual(FONT_WEIGHTS.max);
    }
  });

  it("keeps the OpenType feature of every font-variant-numeric class the components use", async () => {
    const used = await classesUsed(NUMERIC_CLASS);
    expect(used).toContain("tabular-nums");
    for (const name of used)
      expect(FONT_FEATURES, name).toContain(NUMERIC_CLASS_FEATURES[name as keyof typeof NUMERIC_CLASS_FEATURES]);
  });
});
