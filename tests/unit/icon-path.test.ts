import type { IconNode } from "lucide";
import { ArrowRight, Calendar } from "lucide";
import { describe, expect, it } from "vitest";
import { mergedIconNode } from "@/lib/icon-path";

const pathOf = (node: IconNode) => mergedIconNode(node)[0]?.[1].d;

describe("mergedIconNode", () => {
  it("draws every shape of an icon with one path, a relative start made absolute", () => {
    expect(mergedIconNode(ArrowRight)).toEqual([["path", { d: "M5 12h14M12 5l7 7-7 7" }]]);
  });

  it("turns a leading relative moveto absolute, marking the pairs after it as relative linetos", () => {
    expect(
      pathOf([
        ["path", { d: "M1 1h1" }],
        ["path", { d: "m3 4h1" }],
      ]),
    ).toBe("M1 1h1M3 4h1");
    expect(
      pathOf([
        ["path", { d: "M1 1h1" }],
        ["path", { d: "m.5-.5.5.5" }],
      ]),
    ).toBe("M1 1h1M.5 -.5l.5.5");
    expect(
      pathOf([
        ["path", { d: "M1 1h1" }],
        ["path", { d: "m12,5 7 7" }],
      ]),
    ).toBe("M1 1h1M12 5l7 7");
  });

  it("draws circles, ellipses, rectangles (rounded or not), lines, polylines and polygons as path data", () => {
    expect(pathOf([["circle", { cx: "12", cy: "12", r: "3" }]])).toBe("M9 12a3 3 0 1 0 6 0a3 3 0 1 0 -6 0z");
    expect(pathOf([["ellipse", { cx: "12", cy: "5", rx: "9", ry: "3" }]])).toBe("M3 5a9 3 0 1 0 18 0a9 3 0 1 0 -18 0z");
    expect(pathOf([["rect", { x: "2", y: "4", width: "20", height: "16" }]])).toBe("M2 4h20v16h-20z");
    expect(pathOf([["rect", { x: "3", y: "3", width: "18", height: "18", rx: "2" }]])).toBe(
      "M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1 -2 2h-14a2 2 0 0 1 -2 -2v-14a2 2 0 0 1 2 -2z",
    );
    expect(pathOf([["line", { x1: "4", y1: "4", x2: "20", y2: "20" }]])).toBe("M4 4L20 20");
    expect(pathOf([["polyline", { points: "22 7 13.5 15.5 8.5 10.5 2 17" }]])).toBe("M22 7 13.5 15.5 8.5 10.5 2 17");
    expect(pathOf([["polygon", { points: "3 11 22 2 13 21 11 13 3 11" }]])).toBe("M3 11 22 2 13 21 11 13 3 11z");
  });

  it("keeps a shape with its own paint apart, after the merged path", () => {
    const node: IconNode = [
      ["path", { d: "M3 3h4" }],
      ["circle", { cx: "12", cy: "12", r: "1", fill: "currentColor" }],
    ];
    expect(mergedIconNode(node)).toEqual([
      ["path", { d: "M3 3h4" }],
      ["circle", { cx: "12", cy: "12", r: "1", fill: "currentColor" }],
    ]);
  });

  it("works out each icon once", () => {
    expect(mergedIconNode(Calendar)).toBe(mergedIconNode(Calendar));
    expect(pathOf(Calendar)).toBe(
      "M8 2v3M16 2v3M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1 -2 2h-14a2 2 0 0 1 -2 -2v-14a2 2 0 0 1 2 -2zM3 9h18",
    );
  });
});
