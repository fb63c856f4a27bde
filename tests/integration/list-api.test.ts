// The one paging rule of the JSON API's lists (lib/list-api.ts), and the admin lists that answer every item, streamed,
// unless a page is asked: GET /api/blog-posts?admin=true and GET /api/projects?admin=true through their route
// handlers, against real PostgreSQL. (The public lists read the Next.js cache: tests/e2e/api.spec.ts.)
import { beforeAll, describe, expect, it } from "vitest";
import { GET as listPostsRoute } from "@/app/api/blog-posts/route";
import { GET as listProjectsRoute } from "@/app/api/projects/route";
import { ApiError } from "@/lib/api";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { MAX_PAGE_SIZE, pageHeaders, readPageRequest, streamedJsonArray } from "@/lib/list-api";
import { paginate } from "@/lib/pagination";
import { apiRequest, createTestUser, routeContext } from "../helpers/auth";

const POSTS = 450;
const PROJECTS = 230;
let reader: SessionUser;

beforeAll(async () => {
  reader = await createTestUser("user");
  // Several rows share a creation time: the id orders them, and no batch may repeat or skip one.
  await db.$executeRaw`
    INSERT INTO blog_posts (title, slug, excerpt, content, author, published, published_at, search_text, created_at, updated_at)
    SELECT 'Article ' || g, 'article-' || g, 'Résumé', '<p>x</p>', 'Awa', g % 3 <> 0,
           CASE WHEN g % 3 <> 0 THEN now() END, 'article ' || g,
           timestamp '2026-01-01' + (g / 4) * interval '1 minute', now()
    FROM generate_series(1, ${POSTS}) g`;
  await db.$executeRaw`
    INSERT INTO projects (title, category, client, date, about, challenge, solution, results, status, search_text, created_at, updated_at)
    SELECT 'Projet ' || g, 'Développement Web', 'Client', 'Mars 2026', 'À propos', 'Défi', 'Solution', 'Résultats',
           CASE WHEN g % 2 = 0 THEN 'draft' ELSE 'published' END::"ProjectStatus", 'projet ' || g,
           timestamp '2026-01-01' + (g / 3) * interval '1 minute', now()
    FROM generate_series(1, ${PROJECTS}) g`;
});

describe("the paging rule", () => {
  it("reads a page only when page or limit is given, up to 100 items", () => {
    const read = (query: string) => readPageRequest(new URLSearchParams(query));
    expect(read("")).toBeNull();
    expect(read("admin=true&search=x")).toBeNull();
    expect(read("page=3")).toEqual({ page: 3, limit: MAX_PAGE_SIZE });
    expect(read("limit=4")).toEqual({ page: 1, limit: 4 });
    expect(MAX_PAGE_SIZE).toBe(100);
    for (const [query, message] of [
      ["limit=0", "Le paramètre limit doit être compris entre 1 et 100."],
      ["limit=101", "Le paramètre limit doit être compris entre 1 et 100."],
      ["limit=2.5", "Le paramètre limit doit être un nombre entier."],
      ["page=abc", "Le paramètre page doit être un nombre entier."],
      ["page=0", "Le paramètre page doit être compris entre 1 et 100000."],
    ]) {
      let error: unknown;
      try {
        read(query!);
      } catch (thrown) {
        error = thrown;
      }
      expect(error, query).toBeInstanceOf(ApiError);
      expect((error as ApiError).status, query).toBe(400);
      expect((error as ApiError).message, query).toBe(message);
    }
  });

  it("describes a page in headers, with links to the first, previous, next and last pages", () => {
    const headers = pageHeaders(
      new URL("http://localhost/api/projects?featured=true&page=2&limit=10"),
      paginate(35, 2, 10),
    );
    expect(headers).toEqual({
      "X-Total-Count": "35",
      "X-Total-Pages": "4",
      "X-Page": "2",
      "X-Per-Page": "10",
      Link: [
        '</api/projects?featured=true&page=1&limit=10>; rel="first"',
        '</api/projects?featured=true&page=1&limit=10>; rel="prev"',
        '</api/projects?featured=true&page=3&limit=10>; rel="next"',
        '</api/projects?featured=true&page=4&limit=10>; rel="last"',
      ].join(", "),
    });
  });

  it("streams a whole list as one JSON array, and cuts it short when a later batch fails", async () => {
    async function* batches(fail: "never" | "first" | "second") {
      if (fail === "first") throw new Error("base indisponible");
      yield [{ n: 1 }, { n: 2 }];
      yield [];
      if (fail === "second") throw new Error("base indisponible");
      yield [{ n: 3 }];
    }
    const whole = await streamedJsonArray(batches("never"), { "X-Total-Count": "3" });
    expect(whole.headers.get("content-type")).toBe("application/json");
    expect(await whole.json()).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    async function* none() {}
    expect(await (await streamedJsonArray(none(), {})).text()).toBe("[]");
    await expect(streamedJsonArray(batches("first"), {})).rejects.toThrow("base indisponible");
    await expect((await streamedJsonArray(batches("second"), {})).text()).rejects.toThrow();
  });
});

type Row = { id: number; createdAt: string };

/** Newest first, the id breaking ties, each row once. */
function expectNewestFirst(rows: Row[]) {
  expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
  for (let index = 1; index < rows.length; index += 1) {
    const [before, after] = [rows[index - 1]!, rows[index]!];
    const order = before.createdAt.localeCompare(after.createdAt) || before.id - after.id;
    expect(order, `${before.id} before ${after.id}`).toBeGreaterThan(0);
  }
}

describe("GET /api/blog-posts?admin=true", () => {
  const list = async (query: string) =>
    listPostsRoute(await apiRequest(`/api/blog-posts?admin=true${query}`, { as: reader }), routeContext());

  it("answers every article, drafts included, streamed in the spec's array, without page or limit", async () => {
    const response = await list("");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("x-total-count")).toBe(String(POSTS));
    const posts = (await response.json()) as (Row & { published: boolean })[];
    expect(posts).toHaveLength(POSTS);
    expectNewestFirst(posts);
    expect(posts.filter((post) => !post.published)).toHaveLength(POSTS / 3);
  });

  it("keeps its filters on the whole list", async () => {
    const drafts = (await (await list("&status=draft")).json()) as { published: boolean }[];
    expect(drafts).toHaveLength(POSTS / 3);
    expect(drafts.every((post) => !post.published)).toBe(true);
    expect(await (await list("&search=ARTICLE%2044")).json()).toHaveLength(11); // 44, 440…449
  });

  it("answers one page, described in headers, when asked", async () => {
    const response = await list("&page=2&limit=100");
    const posts = (await response.json()) as Row[];
    expect(posts).toHaveLength(100);
    expect(response.headers.get("x-total-count")).toBe(String(POSTS));
    expect(response.headers.get("x-total-pages")).toBe("5");
    expect(response.headers.get("x-page")).toBe("2");
    expect(response.headers.get("link")).toContain('page=3&limit=100>; rel="next"');
    const whole = (await (await list("")).json()) as Row[];
    expect(posts.map((post) => post.id)).toEqual(whole.slice(100, 200).map((post) => post.id));
    expect((await list("&limit=1000")).status).toBe(400);
  });
});

describe("GET /api/projects?admin=true", () => {
  const list = async (query: string) =>
    listProjectsRoute(await apiRequest(`/api/projects?admin=true${query}`, { as: reader }), routeContext());

  it("answers every project, drafts included, whole, streamed, without page or limit", async () => {
    const response = await list("");
    expect(response.headers.get("x-total-count")).toBe(String(PROJECTS));
    const projects = (await response.json()) as (Row & { status: string; description: { about: string } })[];
    expect(projects).toHaveLength(PROJECTS);
    expectNewestFirst(projects);
    expect(projects.filter((project) => project.status === "draft")).toHaveLength(PROJECTS / 2);
    expect(projects[0]!.description.about).toBe("À propos");
    expect((await (await list("&status=published")).json()) as unknown[]).toHaveLength(PROJECTS / 2);
  });

  it("answers one page when asked, and refuses a page size over 100", async () => {
    const response = await list("&limit=100&page=3");
    expect((await response.json()) as unknown[]).toHaveLength(PROJECTS - 200);
    expect(response.headers.get("x-total-pages")).toBe("3");
    expect(response.headers.get("link")).not.toContain('rel="next"');
    expect((await list("&limit=101")).status).toBe(400);
  });
});
