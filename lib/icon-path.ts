import type { IconNode } from "lucide";

type Attributes = IconNode[number][1];

const NUMBER = /^[\s,]*([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)/i;
const format = (value: number) => String(Number(value.toFixed(3)));

/**
 * A path's data made safe to follow another path's: a leading relative moveto becomes absolute (with the
 * pairs after it, which the grammar reads as relative linetos, marked as such).
 */
function withAbsoluteStart(d: string): string {
  const data = d.trim();
  if (!data.startsWith("m")) return data;
  let rest = data.slice(1);
  const coordinates: string[] = [];
  for (let i = 0; i < 2; i++) {
    const match = NUMBER.exec(rest);
    if (!match?.[1]) return data;
    coordinates.push(match[1]);
    rest = rest.slice(match[0].length);
  }
  const start = `M${coordinates.join(" ")}`;
  return NUMBER.test(rest) ? `${start}l${rest.replace(/^[\s,]+/, "")}` : `${start}${rest}`;
}

function ellipse(cx: number, cy: number, rx: number, ry: number): string {
  const [r, d] = [`${format(rx)} ${format(ry)}`, format(2 * rx)];
  return `M${format(cx - rx)} ${format(cy)}a${r} 0 1 0 ${d} 0a${r} 0 1 0 -${d} 0z`;
}

/** Clockwise from the top edge's start; each rounded corner is a quarter of an ellipse, rx by ry. */
function rectangle(x: number, y: number, width: number, height: number, rx: number, ry: number): string {
  const [h, v] = [format(width - 2 * rx), format(height - 2 * ry)];
  if (!rx && !ry) return `M${format(x)} ${format(y)}h${h}v${v}h-${h}z`;
  const corner = (right: boolean, down: boolean) =>
    `a${format(rx)} ${format(ry)} 0 0 1 ${right ? "" : "-"}${format(rx)} ${down ? "" : "-"}${format(ry)}`;
  const edges = [
    `h${h}`,
    corner(true, true),
    `v${v}`,
    corner(false, true),
    `h-${h}`,
    corner(false, false),
    `v-${v}`,
    corner(true, false),
  ];
  return `M${format(x + rx)} ${format(y)}${edges.join("")}z`;
}

/** One shape of a Lucide icon as path data, or null for a shape this module does not know. */
function shapePath(tag: string, attributes: Attributes): string | null {
  const n = (name: string) => Number(attributes[name] ?? 0);
  switch (tag) {
    case "path":
      return withAbsoluteStart(String(attributes.d));
    case "circle":
      return ellipse(n("cx"), n("cy"), n("r"), n("r"));
    case "ellipse":
      return ellipse(n("cx"), n("cy"), n("rx"), n("ry"));
    case "rect": {
      const rx = Math.min(n("rx") || n("ry"), n("width") / 2);
      const ry = Math.min(n("ry") || n("rx"), n("height") / 2);
      return rectangle(n("x"), n("y"), n("width"), n("height"), rx, ry);
    }
    case "line":
      return `M${n("x1")} ${n("y1")}L${n("x2")} ${n("y2")}`;
    case "polyline":
      return `M${attributes.points}`;
    case "polygon":
      return `M${attributes.points}z`;
    default:
      return null;
  }
}

const GEOMETRY = new Set([
  "d",
  "cx",
  "cy",
  "r",
  "rx",
  "ry",
  "x",
  "y",
  "width",
  "height",
  "x1",
  "y1",
  "x2",
  "y2",
  "points",
]);
const merged = new WeakMap<IconNode, IconNode>();

/**
 * A Lucide icon with all its stroked shapes drawn by one <path>: the same picture (tests/e2e/icons.spec.ts
 * compares them in Chromium), but one element instead of two to five. On the home page, 36 icons drew
 * 84 of its 592 elements, each one in the HTML and in the React payload, styled, laid out and hydrated. Shapes
 * with their own paint (a filled dot) stay as they are.
 */
export function mergedIconNode(node: IconNode): IconNode {
  const known = merged.get(node);
  if (known) return known;
  const paths: string[] = [];
  const kept: IconNode = [];
  for (const [tag, attributes] of node) {
    const ownPaint = Object.keys(attributes).some((name) => attributes[name] !== undefined && !GEOMETRY.has(name));
    const path = ownPaint ? null : shapePath(tag, attributes);
    if (path === null) kept.push([tag, attributes]);
    else paths.push(path);
  }
  const result: IconNode = paths.length > 0 ? [["path", { d: paths.join("") }], ...kept] : kept;
  merged.set(node, result);
  return result;
}
