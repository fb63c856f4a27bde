import { describe, expect, it } from "vitest";
import { firstValues, hrefWithQuery } from "@/lib/search-params";

describe("list addresses", () => {
  it("leaves out empty values and defaults, and keeps the others in the query's order", () => {
    expect(
      hrefWithQuery(
        "/admin/projects",
        { search: "", category: "all", page: 1, limit: 20 },
        { category: "all", page: 1, limit: 20 },
      ),
    ).toBe("/admin/projects");
    expect(
      hrefWithQuery(
        "/admin/projects",
        { search: "site web", category: "Design", page: 3, limit: 20 },
        { category: "all", page: 1, limit: 20 },
      ),
    ).toBe("/admin/projects?search=site+web&category=Design&page=3");
    expect(
      hrefWithQuery(
        "/admin/messages",
        { search: undefined, status: "all", type: "quote" },
        { status: "received", type: "all" },
      ),
    ).toBe("/admin/messages?status=all&type=quote");
  });

  it("encodes what it writes", () => {
    expect(hrefWithQuery("/admin/blogs", { search: "R&D ?=#" }, {})).toBe("/admin/blogs?search=R%26D+%3F%3D%23");
  });
});

describe("searchParams for a schema", () => {
  it("keeps the first of a repeated value and drops missing ones", () => {
    expect(firstValues({ page: ["2", "3"], search: "a", status: undefined })).toEqual({ page: "2", search: "a" });
  });
});
