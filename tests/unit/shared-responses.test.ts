// What the production server's response cache keeps (server/shared-responses.ts). Next.js cannot be made to answer
// STALE, a cookie or a 404 from its cache on demand, so a plain Node handler writes answers with the headers Next.js
// writes (x-nextjs-cache, Cache-Control, Set-Cookie, status) behind the same SharedResponses as server/index.ts, and
// counts the requests that reach it: an answer kept in memory never does.
import {
  createServer,
  type IncomingMessage,
  request as httpRequest,
  type Server,
  type ServerResponse,
} from "node:http";
import diagnosticsChannel from "node:diagnostics_channel";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from "vitest";

vi.hoisted(() => {
  // The best compression follows the quick one a moment after it was sent again: here at once.
  process.env.BEST_COMPRESSION_DELAY_MS = "1";
});
import { invalidationsRegistry, LocalInvalidations } from "../../server/invalidations";
import {
  COMPRESSED_CHANNEL,
  entryFreshness,
  representation,
  SharedResponses,
  STORED_CHANNEL,
  withSharedLifetime,
} from "../../server/shared-responses";

const PAGE_CACHE = "s-maxage=60, stale-while-revalidate=31535940";
const body = (path: string) => `<!DOCTYPE html><html><body>${path} ${"contenu ".repeat(400)}</body></html>`;

interface Answer {
  status?: number;
  headers: Record<string, string>;
  /** How long the handler takes to answer (a render), in ms. */
  delayMs?: number;
}

/** What the handler answers for each path, in turn (the last one repeated), and how many requests reached it. */
const answers = new Map<string, Answer[]>();
const reached = new Map<string, number>();

function nextLikeHandler(request: IncomingMessage, response: ServerResponse) {
  const path = request.url!;
  const count = reached.get(path) ?? 0;
  reached.set(path, count + 1);
  const list = answers.get(path)!;
  const answer = list[Math.min(count, list.length - 1)]!;
  const send = () => {
    response.statusCode = answer.status ?? 200;
    response.setHeader("content-type", "text/html; charset=utf-8");
    for (const [name, value] of Object.entries(answer.headers)) response.setHeader(name, value);
    response.end(body(path));
  };
  if (answer.delayMs) setTimeout(send, answer.delayMs);
  else send();
}

let server: Server;
let origin: string;
const invalidations = new LocalInvalidations();

beforeAll(async () => {
  // What server/next-tag-listener.mjs does once Next.js loaded it: without it, nothing is kept in memory.
  invalidationsRegistry().listening = true;
  const shared = new SharedResponses(invalidations);
  server = createServer((request, response) => {
    void Promise.resolve(shared.answer(request, response)).then((capture) => {
      if (!capture) return;
      capture();
      nextLikeHandler(request, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  invalidationsRegistry().listening = false;
  await new Promise((resolve) => server.close(resolve));
});

afterEach(() => vi.useRealTimers());

function get(path: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<{ status: number; headers: Record<string, unknown>; text: string; raw: Buffer }>(
    (resolve, reject) => {
      httpRequest(`${origin}${path}`, { headers, method }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const raw = Buffer.concat(chunks);
          // A HEAD or a 304 carries no body to decode.
          const encoding = raw.length > 0 ? response.headers["content-encoding"] : undefined;
          const decoded =
            encoding === "br" ? zlib.brotliDecompressSync(raw) : encoding === "gzip" ? zlib.gunzipSync(raw) : raw;
          resolve({ status: response.statusCode!, headers: response.headers, text: decoded.toString(), raw });
        });
      })
        .on("error", reject)
        .end();
    },
  );
}

/** Resolves when the best compression (`encoding`) of the body of `path` has been made. */
function bestCompression(path: string, encoding: string): Promise<void> {
  return new Promise((resolve) => {
    const listener = (message: unknown) => {
      const made = message as { encoding: string; effort: string; bytes: number };
      if (made.encoding !== encoding || made.effort !== "best") return;
      // Bodies are told apart by their length (each path's differs).
      if (made.bytes !== Buffer.byteLength(body(path))) return;
      diagnosticsChannel.unsubscribe(COMPRESSED_CHANNEL, listener);
      resolve();
    };
    diagnosticsChannel.subscribe(COMPRESSED_CHANNEL, listener);
  });
}

/** The answers kept in memory from now on (STORED_CHANNEL), in order. */
function storedEvents(): { url: string; store: string; ttlSeconds: number; status: number }[] {
  const events: { url: string; store: string; ttlSeconds: number; status: number }[] = [];
  const listener = (message: unknown) => events.push(message as (typeof events)[number]);
  diagnosticsChannel.subscribe(STORED_CHANNEL, listener);
  return events;
}

/** Requests `path` three times (with `br, gzip`); returns how many reached the handler. */
async function requestsReaching(path: string, ...list: Answer[]): Promise<number> {
  answers.set(path, list);
  for (let request = 0; request < 3; request++) {
    const sent = await get(path, { "accept-encoding": "br, gzip" });
    expect(sent.text).toBe(body(path));
  }
  return reached.get(path) ?? 0;
}

describe("the response cache", () => {
  test("keeps a page Next.js sent from its cache (HIT): later requests do not reach Next.js", async () => {
    expect(await requestsReaching("/page", { headers: { "cache-control": PAGE_CACHE, "x-nextjs-cache": "HIT" } })).toBe(
      1,
    );
  });

  test("an answer from memory: Next.js's headers once, each representation with its own length and ETag, 304 and HEAD; the best compression with its own length once made", async () => {
    answers.set("/representations", [{ headers: { "cache-control": PAGE_CACHE, "x-nextjs-cache": "HIT" } }]);
    const best = Promise.all(["br", "gzip"].map((encoding) => bestCompression("/representations", encoding)));
    const first = await get("/representations", { "accept-encoding": "br" });
    expect(first.headers["cache-control"], "a shared cache keeps the quick bytes a second").toBe(
      "s-maxage=1, stale-while-revalidate=31535940",
    );
    await get("/representations", { "accept-encoding": "gzip" });
    // Sent again: now worth the best compression.
    for (const acceptEncoding of ["br", "gzip"]) await get("/representations", { "accept-encoding": acceptEncoding });
    await best;
    const etags = new Set<unknown>();
    for (const acceptEncoding of ["br", "gzip", "identity"]) {
      const sent = await get("/representations", { "accept-encoding": acceptEncoding });
      expect(sent.text).toBe(body("/representations"));
      expect(Number(sent.headers["content-length"]), acceptEncoding).toBe(sent.raw.length);
      expect(sent.headers["content-encoding"]).toBe(acceptEncoding === "identity" ? undefined : acceptEncoding);
      expect(sent.headers["cache-control"]).toBe(PAGE_CACHE);
      expect(sent.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(sent.headers.vary).toBe("Accept-Encoding");
      etags.add(sent.headers.etag);
      if (acceptEncoding === "br") {
        expect(sent.raw.length, "the best Brotli replaced the quick one").toBeLessThanOrEqual(first.raw.length);
        expect(sent.headers.etag, "other bytes, another ETag").not.toBe(first.headers.etag);
        const revalidated = await get("/representations", {
          "accept-encoding": "br",
          "if-none-match": String(first.headers.etag),
        });
        expect(revalidated.status, "the quick bytes' ETag gets the best bytes").toBe(200);
      }
      const notModified = await get("/representations", {
        "accept-encoding": acceptEncoding,
        "if-none-match": String(sent.headers.etag),
      });
      expect(notModified.status).toBe(304);
      expect(notModified.raw.length).toBe(0);
      expect(notModified.headers["content-length"]).toBeUndefined();
      const head = await get("/representations", { "accept-encoding": acceptEncoding }, "HEAD");
      expect(head.raw.length).toBe(0);
      expect(head.headers["content-length"]).toBe(sent.headers["content-length"]);
      expect(head.headers.etag).toBe(sent.headers.etag);
    }
    expect(etags.size, "one ETag per representation").toBe(3);
    expect(reached.get("/representations")).toBe(1);
  });

  test("never keeps a STALE answer: Next.js is rendering its successor, every request goes on to Next.js", async () => {
    expect(
      await requestsReaching("/stale", { headers: { "cache-control": PAGE_CACHE, "x-nextjs-cache": "STALE" } }),
    ).toBe(3);
  });

  test("never keeps an answer with a cookie, private, no-store, no-cache or immutable, nor a status other than 200 and 404", async () => {
    const cases: [string, Answer][] = [
      ["/cookie", { headers: { "cache-control": PAGE_CACHE, "x-nextjs-cache": "HIT", "set-cookie": "a=b; Path=/" } }],
      ["/private", { headers: { "cache-control": `private, ${PAGE_CACHE}`, "x-nextjs-cache": "HIT" } }],
      ["/no-store", { headers: { "cache-control": `no-store, ${PAGE_CACHE}`, "x-nextjs-cache": "HIT" } }],
      ["/no-cache", { headers: { "cache-control": `no-cache, ${PAGE_CACHE}`, "x-nextjs-cache": "HIT" } }],
      ["/immutable", { headers: { "cache-control": "public, max-age=31536000, immutable" } }],
      ["/error", { status: 500, headers: { "cache-control": PAGE_CACHE, "x-nextjs-cache": "HIT" } }],
      ["/moved", { status: 203, headers: { "cache-control": PAGE_CACHE, "x-nextjs-cache": "HIT" } }],
    ];
    for (const [path, answer] of cases) expect(await requestsReaching(path, answer), path).toBe(3);
  });

  test("never keeps a personal answer: it is left to the per-request compression", async () => {
    expect(await requestsReaching("/api/personal", { headers: { "cache-control": "private, no-store" } })).toBe(3);
    const personal = await get("/api/personal", { "accept-encoding": "br" });
    expect(
      personal.headers.etag,
      "left to the per-request compression, without a shared answer's ETag",
    ).toBeUndefined();
  });

  test("keeps a shared answer Next.js rendered for the request (a route handler: a sitemap, a page of the public API)", async () => {
    expect(
      await requestsReaching("/api/public", {
        headers: { "cache-control": "public, max-age=0, s-maxage=60, stale-while-revalidate=300" },
      }),
    ).toBe(1);
    const kept = await get("/api/public", { "accept-encoding": "br" });
    expect(kept.headers["x-nextjs-cache"], "from memory, a hit").toBe("HIT");
  });

  test("keeps a 404 a shared cache may keep, with its status, and an image, sent as it is", async () => {
    expect(
      await requestsReaching("/not-found", {
        status: 404,
        headers: { "cache-control": "s-maxage=60, stale-while-revalidate=240", "x-nextjs-cache": "HIT" },
      }),
    ).toBe(1);
    const missing = await get("/not-found", { "accept-encoding": "br" });
    expect(missing.status).toBe(404);
    expect(missing.headers["content-encoding"]).toBe("br");
    answers.set("/og.png", [
      {
        headers: { "cache-control": "public, max-age=3600, stale-while-revalidate=86400", "content-type": "image/png" },
      },
    ]);
    for (let request = 0; request < 3; request++) {
      const image = await get("/og.png", { "accept-encoding": "br, gzip" });
      expect(image.headers["content-type"]).toBe("image/png");
      expect(image.headers["content-encoding"], "an image is not compressed again").toBeUndefined();
      expect(image.text).toBe(body("/og.png"));
    }
    expect(reached.get("/og.png")).toBe(1);
  });

  test("a transient answer (a 404, a search whose life is short) is kept a minute at most, however long its s-maxage", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: 1_000_000_000_000 });
    answers.set("/blog/recherche/mots", [
      { headers: { "cache-control": "s-maxage=120, stale-while-revalidate=180", "x-nextjs-cache": "MISS" } },
    ]);
    const stored = storedEvents();
    await get("/blog/recherche/mots");
    expect(stored.at(-1)).toMatchObject({ url: "/blog/recherche/mots", store: "transient", ttlSeconds: 60 });
    vi.advanceTimersByTime(59_000);
    await get("/blog/recherche/mots");
    expect(reached.get("/blog/recherche/mots")).toBe(1);
    vi.advanceTimersByTime(2_000 + 10_000);
    await get("/blog/recherche/mots");
    expect(reached.get("/blog/recherche/mots")).toBe(2);
  });

  test("a HIT that follows a STALE answer is kept until a lifetime after the STALE request, not after its own", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: 1_000_000_000_000 });
    answers.set("/revalidated", [
      { headers: { "cache-control": PAGE_CACHE, "x-nextjs-cache": "STALE" } },
      { headers: { "cache-control": PAGE_CACHE, "x-nextjs-cache": "HIT" } },
    ]);
    await get("/revalidated");
    vi.advanceTimersByTime(50_000);
    await get("/revalidated");
    await get("/revalidated");
    expect(reached.get("/revalidated"), "the HIT is kept").toBe(2);
    // The successor was rendered at the earliest when the STALE request began: 61 s later it may be due.
    vi.advanceTimersByTime(11_000);
    await get("/revalidated");
    expect(reached.get("/revalidated"), "due a lifetime after the STALE request").toBe(3);
  });
});

describe("a due answer", () => {
  test("goes to Next.js for one request at a time; the others get it from memory, STALE, until the successor is kept", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: 1_000_000_000_000 });
    const page = (state: string, delayMs?: number) => ({
      headers: { "cache-control": PAGE_CACHE, "x-nextjs-cache": state },
      delayMs,
    });
    // Next.js counts the entry's lifetime from a little later than this server can: it first answers HIT once more,
    // then STALE while it renders the successor, then HIT with the successor.
    answers.set("/due", [page("HIT"), page("HIT", 50), page("STALE", 50), page("HIT", 50)]);
    await get("/due");
    vi.advanceTimersByTime(61_000);
    const wave = () => Promise.all(Array.from({ length: 5 }, () => get("/due", { "accept-encoding": "br" })));
    const during = await wave();
    expect(reached.get("/due"), "one request went to Next.js").toBe(2);
    expect(during.map((sent) => sent.text)).toEqual(Array(5).fill(body("/due")));
    expect(
      during.filter((sent) => sent.headers["x-nextjs-cache"] === "STALE"),
      "the others answered STALE from memory",
    ).toHaveLength(4);
    // That HIT, of the render already due here, is not kept: the due answer stays, and the next request goes to
    // Next.js a tenth of a second later.
    await wave();
    expect(reached.get("/due"), "none within the interval").toBe(2);
    vi.advanceTimersByTime(100);
    await wave();
    expect(reached.get("/due"), "one after it").toBe(3);
    // The STALE answer is not kept; then the successor's HIT is.
    vi.advanceTimersByTime(100);
    await wave();
    expect(reached.get("/due"), "and one for the successor").toBe(4);
    const kept = await get("/due");
    expect(reached.get("/due"), "kept").toBe(4);
    expect(kept.headers["x-nextjs-cache"]).toBe("HIT");
  });

  test("is sent for ten seconds at most once due: then, if no successor came back (here a 404), every request goes to Next.js", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: 1_000_000_000_000 });
    answers.set("/due-gone", [
      { headers: { "cache-control": PAGE_CACHE, "x-nextjs-cache": "HIT" } },
      { status: 404, headers: { "cache-control": "private, no-store" } },
    ]);
    await get("/due-gone");
    vi.advanceTimersByTime(61_000);
    const during = await Promise.all(Array.from({ length: 3 }, () => get("/due-gone")));
    expect(during.map((sent) => sent.status).sort()).toEqual([200, 200, 404]);
    expect(reached.get("/due-gone")).toBe(2);
    vi.advanceTimersByTime(10_000);
    const after = await Promise.all(Array.from({ length: 3 }, () => get("/due-gone")));
    expect(after.map((sent) => sent.status)).toEqual([404, 404, 404]);
    expect(reached.get("/due-gone")).toBe(5);
  });

  test("is never sent after an invalidation: the next request gets Next.js's new answer", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: 1_000_000_000_000 });
    answers.set("/due-edited", [
      { headers: { "cache-control": PAGE_CACHE, "x-nextjs-cache": "HIT" } },
      { headers: { "cache-control": PAGE_CACHE, "x-nextjs-cache": "STALE" }, delayMs: 50 },
      { headers: { "cache-control": PAGE_CACHE, "x-nextjs-cache": "MISS" } },
    ]);
    await get("/due-edited");
    vi.advanceTimersByTime(61_000);
    const refresh = get("/due-edited");
    await new Promise((resolve) => setTimeout(resolve, 10));
    invalidations.record();
    const edited = await get("/due-edited");
    expect(edited.headers["x-nextjs-cache"], "the new answer, not the stale one").toBe("MISS");
    await refresh;
    expect(reached.get("/due-edited")).toBe(3);
  });
});

describe("requests for the same answer", () => {
  test("wait for the one on its way to Next.js and get its answer from memory, each variant apart", async () => {
    answers.set("/crowd", [{ headers: { "cache-control": PAGE_CACHE, "x-nextjs-cache": "MISS" }, delayMs: 100 }]);
    const crowd = await Promise.all([
      ...Array.from({ length: 10 }, () => get("/crowd", { "accept-encoding": "br" })),
      get("/crowd", { rsc: "1" }),
    ]);
    expect(crowd.map((sent) => sent.text)).toEqual(Array(11).fill(body("/crowd")));
    expect(reached.get("/crowd"), "one render for the page, one for its RSC payload").toBe(2);
  });

  test("go on to Next.js each once the answer was not kept, and do not wait for one another for a while", async () => {
    answers.set("/personal-crowd", [{ headers: { "cache-control": "private, no-store" }, delayMs: 50 }]);
    await Promise.all(Array.from({ length: 4 }, () => get("/personal-crowd")));
    expect(reached.get("/personal-crowd")).toBe(4);
    const started = Date.now();
    await Promise.all(Array.from({ length: 4 }, () => get("/personal-crowd")));
    expect(reached.get("/personal-crowd")).toBe(8);
    expect(Date.now() - started, "at once, not one after the other").toBeLessThan(150);
  });
});

describe("representation", () => {
  const headers = { "content-type": "text/html", "cache-control": PAGE_CACHE, vary: "rsc" };

  test("is made once per answer and encoding, and made again with its own length when the bytes change", () => {
    const quick = Buffer.alloc(120, 1);
    const made = representation(headers, "hash", quick, "br");
    expect(representation(headers, "hash", quick, "br")).toBe(made);
    expect(made.ok).toMatchObject({ "content-length": 120, "content-encoding": "br", etag: '"hash-br"' });
    expect(made.ok.vary).toBe("rsc, Accept-Encoding");
    const best = Buffer.alloc(100, 1);
    expect(representation(headers, "hash", best, "br").ok["content-length"], "the best compression's length").toBe(100);
    const identity = representation(headers, "hash", Buffer.alloc(400), undefined);
    expect(identity.ok["content-encoding"]).toBeUndefined();
    expect(identity.etag).toBe('"hash"');
    expect(Object.keys(identity.notModified)).not.toContain("content-type");
    expect(Object.keys(identity.notModified)).not.toContain("content-length");
  });
});

describe("withSharedLifetime", () => {
  test("sets a shared cache's lifetime and leaves the browser's and the other directives as they were", () => {
    expect(withSharedLifetime(PAGE_CACHE, 1)).toBe("s-maxage=1, stale-while-revalidate=31535940");
    expect(withSharedLifetime("public, max-age=0, s-maxage=60, stale-while-revalidate=300", 1)).toBe(
      "public, max-age=0, s-maxage=1, stale-while-revalidate=300",
    );
    expect(withSharedLifetime("public, max-age=300", 1)).toBe("public, max-age=300, s-maxage=1");
    expect(withSharedLifetime('public, S-MAXAGE="60"', 1)).toBe("public, S-MAXAGE=1");
  });
});

describe("entryFreshness", () => {
  const t0 = 1_000_000;
  test("an entry rendered for the request (MISS, REVALIDATED) is fresh for its lifetime from the request", () => {
    for (const state of ["MISS", "REVALIDATED"])
      expect(entryFreshness(state, "h", 60, t0, undefined)).toEqual({
        seen: { hash: "h", renderedAt: t0 },
        expiresAt: t0 + 60_000,
      });
  });

  test("a HIT of the body seen rendered keeps that render's expiry, however late it comes", () => {
    const seen = { hash: "h", renderedAt: t0 };
    expect(entryFreshness("HIT", "h", 60, t0 + 59_000, seen).expiresAt).toBe(t0 + 60_000);
  });

  test("a STALE answer is not kept, and dates the successor from its request", () => {
    const stale = entryFreshness("STALE", "h", 60, t0 + 70_000, { hash: "h", renderedAt: t0 });
    expect(stale.expiresAt).toBeUndefined();
    expect(entryFreshness("HIT", "h", 60, t0 + 90_000, stale.seen).expiresAt).toBe(t0 + 130_000);
    // Later STALE answers (the successor not rendered yet) keep the first one's date.
    const again = entryFreshness("STALE", "h", 60, t0 + 80_000, stale.seen);
    expect(again.seen?.rerenderSince).toBe(t0 + 70_000);
  });

  test("a STALE answer a lifetime after the last one, with no HIT between, is of another render and dates its successor", () => {
    const first = entryFreshness("STALE", "h", 60, t0 + 70_000, { hash: "h", renderedAt: t0 });
    // Nobody asked while the successor was fresh: it fell due unseen, and Next.js renders the next one.
    const next = entryFreshness("STALE", "h", 60, t0 + 132_000, first.seen);
    expect(next.seen?.rerenderSince).toBe(t0 + 132_000);
    expect(entryFreshness("HIT", "h", 60, t0 + 135_000, next.seen).expiresAt).toBe(t0 + 192_000);
  });

  test("a HIT whose render was not seen counts from its request, as does an answer Next.js rendered for the request", () => {
    expect(entryFreshness("HIT", "new", 60, t0, { hash: "old", renderedAt: 0 }).expiresAt).toBe(t0 + 60_000);
    expect(entryFreshness(undefined, "h", 60, t0, undefined).expiresAt).toBe(t0 + 60_000);
    expect(entryFreshness("BYPASS", "h", 60, t0, undefined)).toEqual({});
  });
});
