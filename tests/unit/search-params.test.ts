import { describe, expect, it } from "vitest";
import { z } from "@/lib/zod";
import { firstValues, hrefWithQuery, readPageQuery } from "@/lib/search-params";

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

  it("keeps the first of a repeated parameter in a request's query too", () => {
    expect(firstValues(new URLSearchParams("page=2&page=3&search=a"))).toEqual({ page: "2", search: "a" });
  });
});

describe("a page's query", () => {
  const schema = z.object({
    search: z.string().max(5, "Recherche trop longue").default(""),
    status: z.enum(["all", "draft"], "Statut inconnu").default("all"),
    page: z.coerce.number("Page invalide").int("Page invalide").min(1, "Page invalide").default(1),
  });

  it("reads the address with the list's schema", () => {
    expect(readPageQuery({ search: "awa", status: ["draft", "all"], page: "3" }, schema)).toEqual({
      query: { search: "awa", status: "draft", page: 3 },
    });
  });

  it("falls back to the default of each value the schema refuses, keeps the others and says why", () => {
    expect(readPageQuery({ search: "awa", status: "publié", page: "0" }, schema)).toEqual({
      query: { search: "awa", status: "all", page: 1 },
      error: "Statut inconnu",
    });
  });
});
