import { describe, expect, it } from "vitest";
import { LIST_CACHE_LIFE, listPageCacheLife, TRANSIENT_CACHE_LIFE } from "@/lib/cache";

describe("a public list page's cache lifetime", () => {
  it("keeps a first page until a publish expires it, even while it is empty (a language nothing is translated into yet)", () => {
    expect(listPageCacheLife({ search: null, page: 1 }, 0)).toBe(LIST_CACHE_LIFE);
    expect(listPageCacheLife({ search: null, page: 1 }, 9)).toBe(LIST_CACHE_LIFE);
    expect(listPageCacheLife({ search: null, page: 3 }, 9)).toBe(LIST_CACHE_LIFE);
  });

  it("keeps a search's results, and a page past the last, briefly: any number of them can be asked", () => {
    expect(listPageCacheLife({ search: "site", page: 1 }, 9)).toBe(TRANSIENT_CACHE_LIFE);
    expect(listPageCacheLife({ search: "site", page: 1 }, 0)).toBe(TRANSIENT_CACHE_LIFE);
    expect(listPageCacheLife({ search: null, page: 99_999 }, 0)).toBe(TRANSIENT_CACHE_LIFE);
  });
});
