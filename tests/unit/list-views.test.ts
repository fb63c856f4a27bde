import { describe, expect, it } from "vitest";
import {
  canonicalViewPath,
  FIRST_VIEW,
  listViewPath,
  normalizeSearch,
  parseListView,
  searchFormTarget,
  searchWords,
  viewOfPath,
} from "@/lib/list-views";

describe("the addresses of the public lists", () => {
  it("give every view its own path, the first page of the whole list being the list's own address", () => {
    expect(listViewPath("/blog", FIRST_VIEW)).toBe("/blog");
    expect(listViewPath("/blog", { page: 2 })).toBe("/blog/page/2");
    expect(listViewPath("/projects", { category: "developpement-web" })).toBe("/projects/categorie/developpement-web");
    expect(listViewPath("/blog", { category: "ux-ui-design", search: "Sécurité  Mobile", page: 3 })).toBe(
      "/blog/categorie/ux-ui-design/recherche/s%C3%A9curit%C3%A9+mobile/page/3",
    );
    expect(listViewPath("/blog", { search: "  ", page: 1 })).toBe("/blog");
  });

  it("read back the view of each path they write", () => {
    const views = [
      { category: null, search: null, page: 2 },
      { category: "ux-ui-design", search: null, page: 1 },
      { category: "ux-ui-design", search: "sécurité mobile", page: 12 },
      { category: null, search: "orange money", page: 1 },
    ];
    for (const view of views) {
      const path = listViewPath("/blog", view);
      expect(viewOfPath("/blog", path), path).toEqual(view);
      // Next.js may give the segments decoded or not.
      const segments = path.slice("/blog/".length).split("/");
      expect(parseListView(segments)).toEqual(view);
      expect(parseListView(segments.map(decodeURIComponent))).toEqual(view);
    }
    expect(viewOfPath("/blog", "/blog")).toEqual(FIRST_VIEW);
    expect(viewOfPath("/blog", "/blog/un-article")).toBeNull();
    expect(viewOfPath("/blog", "/projects/page/2")).toBeNull();
  });

  it("name no view with segments out of order, unknown, incomplete or out of range", () => {
    for (const segments of [
      ["page", "2", "categorie", "web"],
      ["recherche", "x", "categorie", "web"],
      ["categorie"],
      ["categorie", "Pas Un Slug"],
      ["page", "0"],
      ["page", "abc"],
      ["page", "1234567"],
      ["recherche", "%E0%A4%A"],
      ["recherche", "+++"],
      ["autre", "chose"],
      ["page", "2", "en-trop"],
    ])
      expect(parseListView(segments), segments.join("/")).toBeNull();
  });

  it("redirect a view written in another form to its own address", () => {
    const check = (segments: string[]) => canonicalViewPath("/blog", segments, parseListView(segments)!);
    expect(check(["page", "1"])).toBe("/blog");
    expect(check(["recherche", "SEO+Local"])).toBe("/blog/recherche/seo+local");
    expect(check(["recherche", "seo local"])).toBe("/blog/recherche/seo+local");
    expect(check(["recherche", "seo+local"])).toBeNull();
    expect(check(["recherche", "s%C3%A9curit%C3%A9"])).toBeNull();
    expect(check(["recherche", "sécurité"])).toBeNull();
    expect(check(["categorie", "web", "page", "2"])).toBeNull();
  });

  it("keep of a search its words, lower-cased with their accents, and ignore punctuation", () => {
    expect(searchWords("  L'été à ABIDJAN : 5 idées ! ")).toEqual(["l", "été", "à", "abidjan", "5", "idées"]);
    expect(normalizeSearch("UX/UI")).toBe("ux ui");
    expect(normalizeSearch("?!")).toBeNull();
    expect(normalizeSearch(null)).toBeNull();
    expect(searchWords("un deux trois quatre cinq six sept huit neuf dix")).toHaveLength(8);
    expect(searchWords(`${"a".repeat(60)} ${"b".repeat(60)}`)).toEqual(["a".repeat(60)]);
  });

  it("send a search made without scripts to its address", () => {
    expect(searchFormTarget("/blog", new URLSearchParams("q=Orange+Money&categorie=paiement"))).toBe(
      "/blog/categorie/paiement/recherche/orange+money",
    );
    expect(searchFormTarget("/projects", new URLSearchParams("q=&categorie=../admin"))).toBe("/projects");
  });
});
