import { expect, test } from "@playwright/test";
import { type IconNode, icons } from "lucide";
import { mergedIconNode } from "@/lib/icon-path";

const SIZE = 96;

function svgOf(node: IconNode): string {
  const shapes = node.map(([tag, attributes]) => {
    const list = Object.entries(attributes).filter(([, value]) => value !== undefined);
    return `<${tag} ${list.map(([name, value]) => `${name}="${value}"`).join(" ")}/>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="${SIZE}" height="${SIZE}" fill="none" stroke="black" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${shapes.join("")}</svg>`;
}

// Where strokes overlap, one path blends their anti-aliased edges once instead of twice: a few pixels may differ.
test("every Lucide icon drawn as one path looks the same as drawn shape by shape", async ({ page }) => {
  const pairs = Object.entries(icons).map(([name, node]) => [name, svgOf(node), svgOf(mergedIconNode(node))] as const);
  const differing = await page.evaluate(
    async ({ pairs, size }) => {
      const alphaOf = async (svg: string) => {
        const image = new Image();
        image.src = `data:image/svg+xml,${encodeURIComponent(svg)}`;
        await image.decode();
        const canvas = new OffscreenCanvas(size, size);
        const context = canvas.getContext("2d")!;
        context.drawImage(image, 0, 0);
        return context.getImageData(0, 0, size, size).data;
      };
      const result: { name: string; pixels: number }[] = [];
      for (const [name, shapes, merged] of pairs) {
        const [before, after] = [await alphaOf(shapes), await alphaOf(merged)];
        let pixels = 0;
        for (let i = 3; i < before.length; i += 4) if (Math.abs(before[i]! - after[i]!) > 64) pixels++;
        if (pixels > size * size * 0.005) result.push({ name, pixels });
      }
      return result;
    },
    { pairs, size: SIZE },
  );
  expect(pairs.length).toBeGreaterThan(1000);
  expect(differing).toEqual([]);
});
