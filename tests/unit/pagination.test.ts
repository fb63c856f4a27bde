import { describe, expect, it } from "vitest";
import { pageNumbers, paginate } from "@/lib/pagination";

describe("pagination", () => {
  it("counts the pages and keeps the asked page within them", () => {
    expect(paginate(45, 2, 20)).toEqual({ total: 45, page: 2, limit: 20, totalPages: 3 });
    expect(paginate(45, 9, 20).page).toBe(3);
    expect(paginate(0, 3, 20)).toEqual({ total: 0, page: 1, limit: 20, totalPages: 1 });
  });

  it("shows the first and last pages and the neighbours of the current one, with ellipses for the gaps", () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(1, 3)).toEqual([1, 2, 3]);
    expect(pageNumbers(6, 12)).toEqual([1, "ellipsis", 5, 6, 7, "ellipsis", 12]);
    expect(pageNumbers(1, 12)).toEqual([1, 2, "ellipsis", 12]);
    expect(pageNumbers(12, 12)).toEqual([1, "ellipsis", 11, 12]);
  });

  it("shows a single left-out page rather than an ellipsis", () => {
    expect(pageNumbers(4, 8)).toEqual([1, 2, 3, 4, 5, "ellipsis", 8]);
  });
});
