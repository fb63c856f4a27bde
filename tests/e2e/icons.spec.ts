import { expect, test } from "./helpers/test";
import { type IconNode, icons } from "lucide";
import { mergedIconNode } from "@/lib/icon-path";

const SIZE = 96;
const COLUMNS = 16;
const PER_SHEET = COLUMNS * COLUMNS;

function iconAt(node: IconNode, index: number): string {
  const shapes = node.map(([tag, attributes]) => {
    const list = Object.entries(attributes).filter(([, value]) => value !== undefined);
    return `<${tag} ${list.map(([name, value]) => `${name}="${value}"`).join(" ")}/>`;
  });
  const [x, y] = [(index % COLUMNS) * SIZE, Math.floor(index / COLUMNS) * SIZE];
  return `<svg x="${x}" y="${y}" width="${SIZE}" height="${SIZE}" viewBox="0 0 24 24">${shapes.join("")}</svg>`;
}

/** A sheet of up to 256 icons in a 16-column grid, each drawn in a 96-pixel square. */
function sheetOf(nodes: IconNode[]): string {
  const side = COLUMNS * SIZE;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}" fill="none" stroke="black" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${nodes.map(iconAt).join("")}</svg>`;
}

// Where strokes overlap, one path blends their anti-aliased edges once instead of twice: a few pixels may differ.
test("every Lucide icon drawn as one path looks the same as drawn shape by shape", async ({ page }) => {
  const entries = Object.entries(icons);
  const sheets = [];
  for (let start = 0; start < entries.length; start += PER_SHEET) {
    const batch = entries.slice(start, start + PER_SHEET);
    sheets.push({
      names: batch.map(([name]) => name),
      shapes: sheetOf(batch.map(([, node]) => node)),
      merged: sheetOf(batch.map(([, node]) => mergedIconNode(node))),
    });
  }
  const differing = await page.evaluate(
    async ({ sheets, size, columns }) => {
      const alphaOf = async (svg: string) => {
        const image = new Image();
        image.src = `data:image/svg+xml,${encodeURIComponent(svg)}`;
        await image.decode();
        const canvas = new OffscreenCanvas(image.width, image.height);
        const context = canvas.getContext("2d")!;
        context.drawImage(image, 0, 0);
        return context.getImageData(0, 0, image.width, image.height).data;
      };
      const result: { name: string; pixels: number }[] = [];
      const width = columns * size;
      for (const { names, shapes, merged } of sheets) {
        const [before, after] = await Promise.all([alphaOf(shapes), alphaOf(merged)]);
        names.forEach((name, index) => {
          const [left, top] = [(index % columns) * size, Math.floor(index / columns) * size];
          let pixels = 0;
          for (let y = top; y < top + size; y++) {
            for (let x = left; x < left + size; x++) {
              const alpha = (y * width + x) * 4 + 3;
              if (Math.abs(before[alpha]! - after[alpha]!) > 64) pixels++;
            }
          }
          if (pixels > size * size * 0.005) result.push({ name, pixels });
        });
      }
      return result;
    },
    { sheets, size: SIZE, columns: COLUMNS },
  );
  expect(entries.length).toBeGreaterThan(1000);
  expect(differing).toEqual([]);
});
