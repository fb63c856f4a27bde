import { describe, expect, it } from "vitest";
import { inIdOrder, pagerItems, paginate } from "@/lib/pagination";

describe("pager", () => {
  it("shows every page when there are few", () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(2, 3)).toEqual([1, 2, 3]);
    expect(pagerItems(1, 4)).toEqual([1, 2, 3, 4]);
  });

  it("shows the first page, the last, the current one and its neighbours, with ellipses in between", () => {
    expect(pagerItems(10, 20)).toEqual([1, "gap-before", 9, 10, 11, "gap-after", 20]);
    expect(pagerItems(1, 20)).toEqual([1, 2, "gap-after", 20]);
    expect(pagerItems(20, 20)).toEqual([1, "gap-before", 19, 20]);
  });

  it("shows a single left-out page rather than an ellipsis", () => {
    expect(pagerItems(4, 20)).toEqual([1, 2, 3, 4, 5, "gap-after", 20]);
    expect(pagerItems(17, 20)).toEqual([1, "gap-before", 16, 17, 18, 19, 20]);
    expect(pagerItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it("treats a page past the end as the last page", () => {
    expect(pagerItems(99, 6)).toEqual([1, "gap-before", 5, 6]);
  });

  it("counts pages from the total and the page size, one page at least", () => {
    expect(paginate(31, 2, 15)).toEqual({ total: 31, page: 2, limit: 15, totalPages: 3 });
    expect(paginate(0, 1, 15)).toEqual({ total: 0, page: 1, limit: 15, totalPages: 1 });
  });
});

describe("deferred join", () => {
  it("puts the rows back in the order of the page's ids, leaving out a row deleted in between", () => {
    const rows = [
      { id: 3, name: "c" },
      { id: 1, name: "a" },
      { id: 2, name: "b" },
    ];
    expect(inIdOrder([2, 9, 3, 1], rows).map((row) => row.name)).toEqual(["b", "c", "a"]);
  });
});

describe("page past the end", () => {
  it("is the last page", () => {
    expect(paginate(45, 9, 20).page).toBe(3);
    expect(paginate(0, 3, 20).page).toBe(1);
  });
});
