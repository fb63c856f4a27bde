// The answers every visitor shares (pages, RSC payloads, the feed, the sitemaps, the public API, the Open Graph images,
// the 404 pages: whatever Next.js marks for shared caches) are compressed once per version and encoding, and answered
// from memory until that version changes.
//
// - Compressed once: when Next.js starts such an answer (status 200 or 404, a Cache-Control that a shared cache may
//   keep, no cookie, not `immutable`), its body is held back, hashed (SHA-256), and sent as the client accepts it: a
//   text type in Brotli 11 or gzip 9 (server/encodings.ts), made on the first request for those exact bytes and kept
//   in a byte-bounded LRU keyed by the hash; an image as it is. Content-addressed: a new version of a page has a new
//   hash, so old compressed bytes can never be sent for it. Each representation gets its own strong ETag (hash,
//   encoding, and `-quick` while the quick compression is sent, which shared caches may keep a second only), and
//   If-None-Match → 304. Anything else (the back office, personal answers, streamed pages) goes to the `compression`
//   middleware as it is written, at a cheap level. A shared page's HTML is first rewritten to start its scripts and
//   its RSC payload on the first interaction (server/hydrate-on-intent.ts), once per version like its compression;
//   the payloads are answered from memory too (`answerPayload`).
// - Answered from memory: a shared answer is kept with its headers, keyed by URL and the request headers its Vary
//   names (a page and its RSC payload apart), until its s-maxage has passed since it was rendered (`entryFreshness`:
//   for Next.js's cache, the render that `x-nextjs-cache` reveals, and a STALE answer is never kept; for an answer
//   rendered for the request, that request), and only while no tag has been invalidated since that request began
//   (server/invalidations.ts: the version). After `expireTags`, the next request goes to Next.js. Once the answer is
//   due, a request now and then goes to Next.js (which re-renders it in the background and answers STALE meanwhile)
//   and the others get the same stale answer from memory, until the successor comes back (`findAnswer`).
// - Asked once: while a request for an address is on its way to Next.js, the others for the same address and variant
//   wait for its answer (at most COALESCE_WAIT_MS) instead of rendering it again each (`coalesce`), as nginx's
//   proxy_cache_lock does; an address whose answer was not kept is not waited for again for a while.
// - Two budgets: answers that cannot be shared long (a 404, a search, anything that expires within the hour:
//   `isTransient`) are kept a minute at most, in a small store of their own, and never get the costly compression, so
//   that a crowd of one-off addresses cannot push the site's pages out of memory.
//   Never kept: an answer with a cookie, `private`, `no-store` or `no-cache`, a status other than 200 or 404, or one
//   marked `immutable` (files sent as they are stored).
import { randomUUID } from "node:crypto";
import diagnosticsChannel from "node:diagnostics_channel";
import { type IncomingMessage, type OutgoingHttpHeaders, ServerResponse } from "node:http";
import {
  bodyHash,
  compressBody,
  type Effort,
  type Encoding,
  matchesIfNoneMatch,
  MIN_COMPRESSED_SIZE,
  preferredEncoding,
} from "./encodings";
import { type Invalidations, invalidationsRegistry } from "./invalidations";
import { PAYLOAD_PAGE_PARAMETER, payloadHashOf, startScriptsOnFirstIntent } from "./hydrate-on-intent";

/**
 * Published on when the server compresses a body (`{ hash, encoding, effort, bytes, compressedBytes }`) and when it keeps an
 * answer in memory (`{ url, hash, ttlSeconds }`): what monitoring and the tests (tests/e2e/helpers) may observe.
 * node:diagnostics_channel: nothing is built when nobody subscribes.
 */
export const COMPRESSED_CHANNEL = "agence-digitale:shared-responses:compressed";
export const STORED_CHANNEL = "agence-digitale:shared-responses:stored";
const compressedChannel = diagnosticsChannel.channel(COMPRESSED_CHANNEL);
const storedChannel = diagnosticsChannel.channel(STORED_CHANNEL);

/** Memory for the bodies (uncompressed and compressed): RESPONSE_CACHE_MB, 64 MB by default. */
const MAX_BODY_BYTES = Number(process.env.RESPONSE_CACHE_MB || 64) * 1024 * 1024;
/** Answers kept (each a URL and a variant of its Vary headers; their bodies count in MAX_BODY_BYTES). */
const MAX_ANSWERS = 20_000;
/** The budget of transient answers (`isTransient`): TRANSIENT_RESPONSE_CACHE_MB, 8 MB by default, and their number. */
const MAX_TRANSIENT_BODY_BYTES = Number(process.env.TRANSIENT_RESPONSE_CACHE_MB || 8) * 1024 * 1024;
const MAX_TRANSIENT_ANSWERS = 2_000;
/**
 * An answer whose whole life (s-maxage and stale-while-revalidate: the `expire` of its cache life) is shorter than
 * this is transient: a search result, a 404. Kept at most TRANSIENT_MEMORY_SECONDS, whatever its s-maxage.
 */
export const TRANSIENT_LIFE_SECONDS = 3600;
const TRANSIENT_MEMORY_SECONDS = 60;
/** Answers at most this large are kept in memory: larger ones are sent once compressed, and not kept. */
const MAX_KEPT_BODY_BYTES = 4 * 1024 * 1024;

/** Types worth compressing: text, JSON, XML, SVG, RSC payloads (text/x-component). */
const COMPRESSIBLE =
  /^(?:text\/|application\/(?:json|javascript|xml|rss\+xml|atom\+xml|manifest\+json)|image\/svg\+xml)|\+(?:json|xml)\b/i;

/** Headers not kept with an answer: the server writes them for each response. */
const PER_RESPONSE_HEADERS = new Set([
  "content-length",
  "content-encoding",
  "etag",
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
]);

/** Headers of a 304 besides those RFC 9110 lists, that describe the body it does not carry. */
const BODY_HEADERS = ["content-type", "content-length", "content-encoding"];

// Node's own methods: a held-back answer is written past the middleware installed on the response.
const nativeWriteHead = ServerResponse.prototype.writeHead as (
  this: ServerResponse,
  statusCode: number,
  headers: OutgoingHttpHeaders,
) => ServerResponse;
const nativeEnd = ServerResponse.prototype.end as (this: ServerResponse, chunk?: Buffer) => ServerResponse;

/** A Map kept in least-recently-used order, bounded by the total of each value's `cost`. */
export class LruMap<Value> {
  readonly #entries = new Map<string, { value: Value; cost: number }>();
  #total = 0;

  constructor(
    readonly maxCost: number,
    readonly costOf: (value: Value) => number,
  ) {}

  get size(): number {
    return this.#entries.size;
  }

  get total(): number {
    return this.#total;
  }

  get(key: string): Value | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: Value): void {
    this.delete(key);
    const cost = this.costOf(value);
    if (cost > this.maxCost) return;
    this.#entries.set(key, { value, cost });
    this.#total += cost;
    for (const [oldest, entry] of this.#entries) {
      if (this.#total <= this.maxCost) break;
      this.#entries.delete(oldest);
      this.#total -= entry.cost;
    }
  }

  delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#total -= entry.cost;
  }
}

/**
 * Where answers are kept: the answers by URL (one per variant of the request headers their Vary names), and their
 * bodies by `<hash>:<encoding>` (`identity` for the uncompressed one). Two stores: `lasting` for the site's answers,
 * `transient` for those that cannot be shared long (`isTransient`), which get the quick compression only and cannot
 * push the others out.
 */
interface Store {
  name: "lasting" | "transient";
  answers: LruMap<StoredAnswer[]>;
  bodies: LruMap<Buffer>;
}

const LASTING: Store = {
  name: "lasting",
  answers: new LruMap<StoredAnswer[]>(MAX_ANSWERS, (variants) => variants.length),
  bodies: new LruMap<Buffer>(MAX_BODY_BYTES, (body) => body.length),
};
const TRANSIENT: Store = {
  name: "transient",
  answers: new LruMap<StoredAnswer[]>(MAX_TRANSIENT_ANSWERS, (variants) => variants.length),
  bodies: new LruMap<Buffer>(MAX_TRANSIENT_BODY_BYTES, (body) => body.length),
};
const STORES = [LASTING, TRANSIENT] as const;

const compressing = new Map<string, Promise<Buffer>>();
/** The quick compressions still in use: their bytes differ from the best ones', and so must their ETag. */
const QUICK_BODIES = new WeakSet<Buffer>();

/**
 * How long the quick compression of a body is sent before the best one is made, provided it was asked for again
 * meanwhile (BEST_COMPRESSION_DELAY_MS, 2 s). Brotli's highest quality takes a second of a core for a sitemap file: a
 * version that an edit replaces within seconds (a crowd on a page while an editor publishes) is not worth it, and a
 * body asked for once is not either.
 */
const BEST_COMPRESSION_DELAY_MS = Number(process.env.BEST_COMPRESSION_DELAY_MS || 2_000);
/** The quick compressions sent again since they were made, and those whose best compression is awaited. */
const QUICK_USES = new WeakMap<Buffer, number>();
const BEST_SCHEDULED = new WeakSet<Buffer>();

/**
 * `body` as sent with `encoding`: at once when it was compressed before (the same bytes, by hash), else a promise of
 * it. The response that first asks for it gets a quick compression, kept for the requests that come meanwhile; once it
 * has been sent again and BEST_COMPRESSION_DELAY_MS have passed, the best one is made in the background and replaces
 * it (never for a transient answer): so a page rendered on a cache miss is not held back by Brotli's highest quality,
 * and every body is compressed at most once at each effort.
 */
export function encodedBody(
  body: Buffer,
  hash: string,
  encoding: Encoding,
  store: Store = LASTING,
): Buffer | Promise<Buffer> {
  const key = `${hash}:${encoding}`;
  const { bodies } = store;
  const flight = `${store.name}:${key}`;
  const known = bodies.get(key);
  if (known) {
    if (QUICK_BODIES.has(known)) {
      QUICK_USES.set(known, (QUICK_USES.get(known) ?? 0) + 1);
      if (store === LASTING) scheduleBestCompression(body, hash, encoding, known, bodies);
    }
    return known;
  }
  const pending = compressing.get(flight);
  if (pending) return pending;
  const made = compressed(body, hash, encoding, "quick")
    .then((quick) => {
      bodies.set(key, quick);
      if (quick === body) return quick;
      QUICK_BODIES.add(quick);
      if (store === LASTING) scheduleBestCompression(body, hash, encoding, quick, bodies);
      return quick;
    })
    .finally(() => compressing.delete(flight));
  compressing.set(flight, made);
  return made;
}

/** Makes the best compression of `body` to replace `quick` a little later, if the quick bytes are sent again by then. */
function scheduleBestCompression(
  body: Buffer,
  hash: string,
  encoding: Encoding,
  quick: Buffer,
  bodies: LruMap<Buffer>,
): void {
  if (BEST_SCHEDULED.has(quick)) return;
  BEST_SCHEDULED.add(quick);
  const key = `${hash}:${encoding}`;
  setTimeout(() => {
    BEST_SCHEDULED.delete(quick);
    // Not asked for again (the next use schedules it again), or evicted meanwhile: no longer worth it.
    if (!QUICK_USES.get(quick) || bodies.get(key) !== quick) return;
    void compressed(body, hash, encoding, "best").then(
      (best) => {
        if (bodies.get(key) === quick) bodies.set(key, best);
      },
      () => {},
    );
  }, BEST_COMPRESSION_DELAY_MS).unref();
}

async function compressed(body: Buffer, hash: string, encoding: Encoding, effort: Effort): Promise<Buffer> {
  const bytes = (await compressBody(body, encoding, effort)) ?? body;
  if (bytes !== body && compressedChannel.hasSubscribers)
    compressedChannel.publish({ hash, encoding, effort, bytes: body.length, compressedBytes: bytes.length });
  return bytes;
}

/** The directives of a Cache-Control header, lowercased, `s-maxage=60` as `["s-maxage", "60"]`. */
export function cacheDirectives(cacheControl: unknown): Map<string, string> {
  const directives = new Map<string, string>();
  for (const part of String(cacheControl ?? "").split(",")) {
    const [name = "", value = ""] = part.trim().toLowerCase().split("=");
    if (name) directives.set(name, value.replace(/^"|"$/g, ""));
  }
  return directives;
}

/** The statuses of answers kept: a page, and a page that is not there (both are the same for every visitor). */
const KEPT_STATUSES = new Set([200, 404]);

/**
 * Whether an answer about to be sent is the same for every visitor, to be sent compressed once and kept: a 200 or a
 * 404 that a shared cache may keep (`public` or `s-maxage`, never `private`, `no-store` or `no-cache`), without a
 * cookie, not already encoded, and not `immutable` (a stored file, sent as it is).
 */
export function isSharedAnswer(statusCode: number, headers: OutgoingHttpHeaders): boolean {
  if (!KEPT_STATUSES.has(statusCode) || headers["set-cookie"] !== undefined) return false;
  if (headers["content-encoding"] !== undefined) return false;
  const directives = cacheDirectives(headers["cache-control"]);
  if (directives.has("private") || directives.has("no-store") || directives.has("no-cache")) return false;
  if (directives.has("immutable")) return false;
  return directives.has("public") || directives.has("s-maxage");
}

/** Whether an answer's type is worth compressing (text, JSON, XML, SVG, RSC payloads); images are sent as they are. */
export const isCompressible = (headers: OutgoingHttpHeaders) =>
  COMPRESSIBLE.test(String(headers["content-type"] ?? ""));

/** The lifetime of a shared answer for a shared cache, in seconds: its s-maxage (its max-age when public); 0 for Vary: *. */
export function sharedLifetime(headers: OutgoingHttpHeaders): number {
  if (String(headers.vary ?? "").includes("*")) return 0;
  const directives = cacheDirectives(headers["cache-control"]);
  const seconds = Number(directives.get("s-maxage") ?? (directives.has("public") ? directives.get("max-age") : 0));
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
}

/**
 * Whether a shared answer cannot be shared long: a 404 (any unknown address is one), or an answer whose whole life
 * (s-maxage plus stale-while-revalidate, the `expire` of its cache life) is under TRANSIENT_LIFE_SECONDS, as the search
 * result pages declare (lib/cache.ts, TRANSIENT_PAGE_CACHE_LIFE).
 */
export function isTransient(statusCode: number, headers: OutgoingHttpHeaders): boolean {
  if (statusCode !== 200) return true;
  const directives = cacheDirectives(headers["cache-control"]);
  const swr = Number(directives.get("stale-while-revalidate") ?? 0);
  const life = sharedLifetime(headers) + (Number.isFinite(swr) ? swr : 0);
  return life < TRANSIENT_LIFE_SECONDS;
}

/** What the server saw of the render of Next.js's cache entry for one URL and variant. */
export interface EntryRender {
  /** The hash of the entry's body. */
  hash: string;
  /** When it was rendered at the earliest (ms since the epoch): the start of the request that saw it rendered. */
  renderedAt: number;
  /** Set once Next.js answered STALE: the start of that request, before which its successor cannot be rendered. */
  rerenderSince?: number;
}

/**
 * Until when an answer of Next.js's cache may be answered from memory (`expiresAt`, ms since the epoch; undefined: not
 * at all), and what the server now knows of the entry's render (`seen`).
 *
 * Next.js gives every answer of a cache entry its full lifetime (s-maxage), however old the entry is. Counted from the
 * request, a STALE answer (the old entry, sent while Next.js renders its successor in the background) would be
 * answered from memory for a whole lifetime more, and a HIT sent just before its entry falls due for nearly two. So
 * the lifetime is counted from the entry's render, as far as this server saw it (`x-nextjs-cache`):
 * - MISS, REVALIDATED: rendered for this request;
 * - STALE: never kept; the next HIT is the successor, rendered after this request began (after the first STALE
 *   request of that render);
 * - HIT: the render seen last for this URL and variant, when it has this body; an entry whose render was not seen
 *   (the first request after the server started) counts from this request, as a shared cache counts from receiving it;
 * - none (a route handler Next.js runs for each request, such as a sitemap file or a page of the public API): rendered
 *   for this request.
 */
export function entryFreshness(
  cacheState: unknown,
  hash: string,
  lifetimeSeconds: number,
  startedAt: number,
  seen: EntryRender | undefined,
): { seen?: EntryRender; expiresAt?: number } {
  let render: EntryRender;
  if (cacheState === "MISS" || cacheState === "REVALIDATED") render = { hash, renderedAt: startedAt };
  else if (cacheState === "STALE") {
    // Later STALE answers of the same render keep the first one's date; one a lifetime after it is of another render
    // (the successor came, unseen, and fell due in turn).
    const since = seen?.rerenderSince;
    const sameRender = since !== undefined && startedAt < since + lifetimeSeconds * 1000;
    return { seen: { hash, renderedAt: seen?.renderedAt ?? 0, rerenderSince: sameRender ? since : startedAt } };
  } else if (cacheState === undefined) render = { hash, renderedAt: startedAt };
  else if (cacheState !== "HIT") return {};
  else if (seen?.rerenderSince !== undefined) render = { hash, renderedAt: seen.rerenderSince };
  else if (seen?.hash === hash) render = seen;
  else render = { hash, renderedAt: startedAt };
  return { seen: render, expiresAt: render.renderedAt + lifetimeSeconds * 1000 };
}

/**
 * Whether Next.js may answer this request differently from the same URL's shared answer: only GET (HEAD is asked as a
 * GET), and never a server action, an on-demand revalidation or a draft-mode preview.
 */
function mayShareRequest(request: IncomingMessage): boolean {
  if (request.method !== "GET") return false;
  const { headers } = request;
  if (headers["next-action"] !== undefined || headers["x-prerender-revalidate"] !== undefined) return false;
  return !/(?:^|;)\s*__(?:prerender_bypass|next_preview_data)=/.test(headers.cookie ?? "");
}

/** An answer kept in memory: its status and headers as Next.js set them, and the hash of its body (in its store). */
interface StoredAnswer {
  /** The request headers its Vary names (lowercase, without Accept-Encoding), and their values when it was fetched. */
  varyNames: string[];
  varyValues: string[];
  status: number;
  headers: OutgoingHttpHeaders;
  hash: string;
  store: Store;
  compressible: boolean;
  version: number;
  expiresAt: number;
  /** Once due: when a request last went to Next.js for its successor (`findAnswer`), and whether it is still there. */
  lastRefreshAt?: number;
  refreshing?: boolean;
  /** Its headers as sent while it is due and its successor is awaited, made once. */
  staleHeaders?: OutgoingHttpHeaders;
}

/**
 * While an answer is due, how often a request goes on to Next.js for its successor: often enough to pick it up soon
 * after it is rendered (a render takes a few hundred milliseconds), seldom enough to leave the CPU to that render.
 */
const REFRESH_INTERVAL_MS = 100;
/**
 * How long after it fell due an answer may still be sent from memory: far more than a render takes. Past it (the
 * successor never came back: a request stuck, or the page is no longer a shared answer, a 404 or an error), every
 * request goes to Next.js again.
 */
const REFRESH_GRACE_MS = 10_000;

/** The renders seen, by URL and the values of the request headers its Vary names (`entryFreshness`). */
const RENDERS = new LruMap<EntryRender>(MAX_ANSWERS, () => 1);

function varyNames(vary: unknown): string[] {
  return String(vary ?? "")
    .split(",")
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name && name !== "accept-encoding");
}

const headerValue = (request: IncomingMessage, name: string) => String(request.headers[name] ?? "");

/** Whether `request` asks for the variant `answer` is (the same values of the headers its Vary names). */
const isVariantFor = (answer: StoredAnswer, request: IncomingMessage) =>
  answer.varyNames.every((name, index) => headerValue(request, name) === answer.varyValues[index]);

function storeAnswer(request: IncomingMessage, answer: StoredAnswer, body: Buffer, ttlSeconds: number) {
  const url = request.url ?? "/";
  answer.store.bodies.set(`${answer.hash}:identity`, body);
  for (const store of STORES) {
    const others = (store.answers.get(url) ?? []).filter((variant) => !isVariantFor(variant, request));
    if (store === answer.store) store.answers.set(url, [...others, answer]);
    else if (others.length) store.answers.set(url, others);
    else store.answers.delete(url);
  }
  if (storedChannel.hasSubscribers)
    storedChannel.publish({ url, hash: answer.hash, ttlSeconds, status: answer.status, store: answer.store.name });
}

/**
 * The answer kept for `request`, with its body: while it is fresh (same version, within its lifetime); and once it is
 * due, as Next.js itself would send it STALE while it renders the successor, to every request but one each
 * REFRESH_INTERVAL_MS, which goes on to Next.js (`refresh`) and brings the successor back once it is rendered.
 * Without that, every request that arrives while the page is re-rendered would go to Next.js and have its answer
 * rewritten and hashed, each costing ten answers from memory, just when the render needs the CPU: under load, seconds
 * of slow answers once per page and lifetime. Never after an invalidation (another version): then the next request
 * gets the new page.
 */
function findAnswer(
  request: IncomingMessage,
  version: number,
): { answer: StoredAnswer; body: Buffer; stale: boolean } | { refresh: StoredAnswer } | undefined {
  const url = request.url ?? "/";
  for (const store of STORES) {
    const variants = store.answers.get(url);
    const answer = variants?.find((variant) => isVariantFor(variant, request));
    if (!answer) continue;
    const body = store.bodies.get(`${answer.hash}:identity`);
    const now = Date.now();
    if (answer.version === version && body) {
      if (now < answer.expiresAt) return { answer, body, stale: false };
      if (now < answer.expiresAt + REFRESH_GRACE_MS) {
        const lastRefreshAt = answer.lastRefreshAt ?? -Infinity;
        if (!answer.refreshing && now >= lastRefreshAt + REFRESH_INTERVAL_MS) return { refresh: answer };
        return { answer, body, stale: true };
      }
    }
    const others = variants!.filter((variant) => variant !== answer);
    if (others.length) store.answers.set(url, others);
    else store.answers.delete(url);
    return undefined;
  }
  return undefined;
}

function withVaryAcceptEncoding(vary: unknown): string {
  const names = String(vary ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.some((name) => name.toLowerCase() === "accept-encoding" || name === "*")) return names.join(", ");
  return [...names, "Accept-Encoding"].join(", ");
}

/** What is written for one representation of an answer: its headers for a 200 and for a 304, made once. */
export interface Representation {
  bytes: Buffer;
  etag: string;
  ok: OutgoingHttpHeaders;
  notModified: OutgoingHttpHeaders;
}

/**
 * The representations made for each answer's headers (those of an answer kept in memory live as long as it does), by
 * encoding: remade only when the bytes change (the best compression replacing the quick one).
 */
const REPRESENTATIONS = new WeakMap<OutgoingHttpHeaders, Map<Encoding | "identity", Representation>>();

/**
 * How long a shared cache (a proxy, a CDN) may keep a quick compression, in seconds: about the time the best one takes.
 * Behind a proxy, the proxy's request is the one that finds a new version first; kept for the page's whole lifetime, its
 * quick bytes would be what every visitor gets from the proxy until then.
 */
const QUICK_SHARED_LIFETIME_SECONDS = 1;

/** `cacheControl` with a shared cache's lifetime (s-maxage) of `seconds`; what it says to browsers is unchanged. */
export function withSharedLifetime(cacheControl: unknown, seconds: number): string {
  const directives = String(cacheControl ?? "");
  if (/(^|,)\s*s-maxage=/i.test(directives)) return directives.replace(/((?:^|,)\s*s-maxage=)"?\d+"?/i, `$1${seconds}`);
  return directives ? `${directives}, s-maxage=${seconds}` : `s-maxage=${seconds}`;
}

/** The representation of the answer of `headers` and `hash` as `bytes` (with `encoding`): made once, kept with them. */
export function representation(
  headers: OutgoingHttpHeaders,
  hash: string,
  bytes: Buffer,
  encoding: Encoding | undefined,
): Representation {
  let byEncoding = REPRESENTATIONS.get(headers);
  if (!byEncoding) REPRESENTATIONS.set(headers, (byEncoding = new Map()));
  const known = byEncoding.get(encoding ?? "identity");
  if (known?.bytes === bytes) return known;
  // A strong ETag names these exact bytes: the quick compression's is not the best one's, and shared caches keep the
  // quick one only until the best one is made.
  const quick = QUICK_BODIES.has(bytes);
  const etag = `"${hash}${encoding ? `-${encoding}` : ""}${quick ? "-quick" : ""}"`;
  const sent: OutgoingHttpHeaders = quick
    ? { ...headers, "cache-control": withSharedLifetime(headers["cache-control"], QUICK_SHARED_LIFETIME_SECONDS) }
    : headers;
  const notModified: OutgoingHttpHeaders = { ...sent, vary: withVaryAcceptEncoding(headers.vary), etag };
  for (const name of BODY_HEADERS) delete notModified[name];
  const ok: OutgoingHttpHeaders = { ...sent, vary: notModified.vary, etag, "content-length": bytes.length };
  if (encoding) ok["content-encoding"] = encoding;
  const made = { bytes, etag, ok, notModified };
  byEncoding.set(encoding ?? "identity", made);
  return made;
}

/** Writes a representation with `status`: a 304 when it is a 200 and If-None-Match names it, no body for HEAD. */
function writeRepresentation(
  request: IncomingMessage,
  response: ServerResponse,
  { bytes, etag, ok, notModified }: Representation,
  status: number,
  head: boolean,
): void {
  // The headers Next.js set are in the representation's, but for those written per response (its ETag, its length):
  // none of them may stay. (An answer from memory comes before any header is set: server/index.ts.)
  for (const name of response.getHeaderNames()) response.removeHeader(name);
  if (status === 200 && matchesIfNoneMatch(request.headers["if-none-match"], etag)) {
    nativeWriteHead.call(response, 304, notModified);
    nativeEnd.call(response);
    return;
  }
  nativeWriteHead.call(response, status, ok);
  if (head) nativeEnd.call(response);
  else nativeEnd.call(response, bytes);
}

/** A shared answer as it is sent: its status, headers and body (of hash `hash`), where it is kept, whether to compress. */
interface SharedAnswer {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
  hash: string;
  store: Store;
  compressible: boolean;
}

/**
 * Sends a shared answer as the client accepts it: the compressed bytes made once, or the body itself; a 304 when
 * If-None-Match names this representation; no body for HEAD. Synchronous when the representation is known; otherwise
 * it resolves once it is sent.
 */
function sendShared(
  request: IncomingMessage,
  response: ServerResponse,
  { status, headers, body, hash, store, compressible }: SharedAnswer,
  head: boolean,
): void | Promise<void> {
  const encoding =
    compressible && body.length >= MIN_COMPRESSED_SIZE
      ? preferredEncoding(request.headers["accept-encoding"])
      : undefined;
  const send = (bytes: Buffer, sentEncoding: Encoding | undefined) =>
    writeRepresentation(request, response, representation(headers, hash, bytes, sentEncoding), status, head);
  if (!encoding) return send(body, undefined);
  const encoded = encodedBody(body, hash, encoding, store);
  if (!(encoded instanceof Promise)) return send(encoded, encoding);
  return encoded.then(
    (bytes) => send(bytes, encoding),
    () => send(body, undefined),
  );
}

/** The headers Next.js set on `response`, without those written per response. */
function keptHeaders(response: ServerResponse): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(response.getHeaders()))
    if (value !== undefined && !PER_RESPONSE_HEADERS.has(name)) headers[name] = value;
  return headers;
}

/**
 * A shared answer's body as it is kept and sent: a page's scripts and payload start on the first interaction
 * (server/hydrate-on-intent.ts), its payload kept to be served (`answerPayload`).
 */
function sharedBody(body: Buffer, headers: OutgoingHttpHeaders): Buffer {
  if (!String(headers["content-type"] ?? "").startsWith("text/html")) return body;
  const html = body.toString("utf8");
  const page = startScriptsOnFirstIntent(html);
  if (page.payload) PAYLOADS.set(page.payload.hash, page.payload.body);
  return page.html === html ? body : Buffer.from(page.html);
}

/**
 * The payloads of the pages' versions rendered here, by hash (PAYLOAD_CACHE_MB, 16 MB by default): a few hundred
 * pages' worth. One pushed out, or rendered by another instance, is rendered again when asked for (`answerPayload`).
 */
const PAYLOADS = new LruMap<Buffer>(Number(process.env.PAYLOAD_CACHE_MB || 16) * 1024 * 1024, (body) => body.length);
/**
 * The header of a request the server makes to itself to render a page again for its payload (`answerPayload`): past
 * the answers in memory, to Next.js. Its value is this process's secret, so no visitor can send crowds past memory.
 */
const PAYLOAD_RENDER_HEADER = "x-payload-render";
const payloadRenderToken = randomUUID();
/** The headers of every payload: a script named by its content, which never changes. */
const PAYLOAD_HEADERS: OutgoingHttpHeaders = {
  "content-type": "text/javascript; charset=utf-8",
  "cache-control": "public, max-age=31536000, immutable",
  "x-content-type-options": "nosniff",
};

type WriteCallback = (error?: Error | null) => void;

/**
 * Keeps a shared answer in memory when it may be (`entryFreshness`), for its lifetime (a transient one for
 * TRANSIENT_MEMORY_SECONDS at most); whether it was kept.
 */
function keep(request: IncomingMessage, shared: SharedAnswer, options: RequestOptions): boolean {
  const { headers, body, hash, store } = shared;
  if (!options.listening || !mayShareRequest(request) || body.length > MAX_KEPT_BODY_BYTES) return false;
  const transient = store === TRANSIENT;
  const shareable = sharedLifetime(headers);
  const lifetime = transient ? Math.min(shareable, TRANSIENT_MEMORY_SECONDS) : shareable;
  if (lifetime <= 0) return false;
  const names = varyNames(headers.vary);
  const values = names.map((name) => headerValue(request, name));
  // The renders of transient answers are not remembered: a crowd of one-off addresses would push the others out.
  const renderKey = [request.url ?? "/", ...values].join("\0");
  const { seen, expiresAt } = entryFreshness(
    headers["x-nextjs-cache"],
    hash,
    lifetime,
    options.startedAt,
    transient ? undefined : RENDERS.get(renderKey),
  );
  if (seen && !transient) RENDERS.set(renderKey, seen);
  if (expiresAt === undefined || expiresAt <= Date.now()) return false;
  const answer: StoredAnswer = {
    varyNames: names,
    varyValues: values,
    status: shared.status,
    // From memory, it is a hit of Next.js's cache, whatever this first answer was.
    headers: { ...headers, "x-nextjs-cache": "HIT" },
    hash,
    store,
    compressible: shared.compressible,
    version: options.version,
    expiresAt,
  };
  storeAnswer(request, answer, body, (expiresAt - Date.now()) / 1000);
  return true;
}

/**
 * Holds back the body of `response` when Next.js's headers make it a shared answer (`isSharedAnswer`), then sends it
 * compressed once (and keeps it in memory when `entryFreshness` allows); otherwise hands every call on to what was
 * installed before (the `compression` middleware), untouched.
 */
function captureResponse(request: IncomingMessage, response: ServerResponse, options: RequestOptions) {
  const inner = {
    writeHead: response.writeHead,
    write: response.write,
    end: response.end,
    flushHeaders: response.flushHeaders,
  };
  let chunks: Buffer[] | undefined;
  let decided = false;
  let ended = false;

  const restore = () => Object.assign(response, inner);
  /** Decides, once Next.js's status and headers are final, whether to hold the body back. */
  const decide = () => {
    decided = true;
    if (!isSharedAnswer(response.statusCode, response.getHeaders())) {
      restore();
      options.flight?.settle(false, true);
    } else chunks = [];
    return chunks !== undefined;
  };
  const finish = () => {
    const headers = keptHeaders(response);
    const status = response.statusCode;
    const body = sharedBody(Buffer.concat(chunks!), headers);
    const shared: SharedAnswer = {
      status,
      headers,
      body,
      hash: bodyHash(body),
      store: isTransient(status, headers) ? TRANSIENT : LASTING,
      compressible: isCompressible(headers),
    };
    const kept = keep(request, shared, options);
    options.flight?.settle(kept, !kept);
    void sendShared(request, response, shared, options.head);
  };

  const bufferChunk = (chunk: unknown, encoding?: BufferEncoding) => {
    if (chunk === undefined || chunk === null) return;
    if (typeof chunk === "string") chunks!.push(Buffer.from(chunk, encoding));
    else chunks!.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  };

  response.writeHead = function writeHead(
    this: ServerResponse,
    statusCode: number,
    reasonOrHeaders?: string | OutgoingHttpHeaders | (string | string[])[],
    maybeHeaders?: OutgoingHttpHeaders | (string | string[])[],
  ) {
    if (decided) return this;
    this.statusCode = statusCode;
    if (typeof reasonOrHeaders === "string") this.statusMessage = reasonOrHeaders;
    const headers = typeof reasonOrHeaders === "string" ? maybeHeaders : reasonOrHeaders;
    if (Array.isArray(headers)) {
      for (let index = 0; index + 1 < headers.length; index += 2)
        this.appendHeader(String(headers[index]), headers[index + 1]!);
    } else if (headers) {
      for (const [name, value] of Object.entries(headers)) if (value !== undefined) this.setHeader(name, value);
    }
    if (!decide()) return inner.writeHead.call(this, this.statusCode);
    return this;
  } as ServerResponse["writeHead"];

  // Next.js sends the headers ahead of a streamed body; a body held back sends them with it.
  response.flushHeaders = function flushHeaders(this: ServerResponse) {
    if (!decided) decide();
    if (chunks === undefined) inner.flushHeaders.call(this);
  };

  response.write = function write(
    this: ServerResponse,
    chunk: unknown,
    encodingOrCallback?: BufferEncoding | WriteCallback,
    callback?: WriteCallback,
  ) {
    if (!decided && !decide())
      return inner.write.call(this, chunk, encodingOrCallback as BufferEncoding, callback as WriteCallback);
    if (ended) return false;
    bufferChunk(chunk, typeof encodingOrCallback === "string" ? encodingOrCallback : undefined);
    const done = typeof encodingOrCallback === "function" ? encodingOrCallback : callback;
    if (done) process.nextTick(done);
    return true;
  } as ServerResponse["write"];

  response.end = function end(
    this: ServerResponse,
    chunk?: unknown,
    encodingOrCallback?: BufferEncoding | (() => void),
    callback?: () => void,
  ) {
    if (typeof chunk === "function") return this.end(undefined, "utf8", chunk as () => void);
    if (!decided && !decide())
      return inner.end.call(this, chunk, encodingOrCallback as BufferEncoding, callback as () => void);
    if (ended) return this;
    ended = true;
    bufferChunk(chunk, typeof encodingOrCallback === "string" ? encodingOrCallback : undefined);
    const done = typeof encodingOrCallback === "function" ? encodingOrCallback : callback;
    if (done) this.once("finish", done);
    finish();
    return this;
  } as ServerResponse["end"];
}

/** Installs the capture of Next.js's answer on the response: called just before Next.js's handler runs. */
export type Capture = () => void;

/** What the server knows of a request as it decides how to answer it. */
interface RequestOptions {
  /** The invalidations' version when the request began. */
  version: number;
  /** Whether Next.js tells the server of invalidations (server/next-tag-listener.mjs): until it does, nothing is kept. */
  listening: boolean;
  head: boolean;
  startedAt: number;
  /** Set when other requests for the same answer wait for this one's (`coalesce`). */
  flight?: Flight;
}

/** A request on its way to Next.js for an answer that others wait for. */
interface Flight {
  settled: Promise<void>;
  /** Called once the answer is known: whether it was kept, and whether to stop waiting for this address a while. */
  settle(kept: boolean, unkept: boolean): void;
}

/** How long a request waits for the same answer asked by another (nginx's proxy_cache_lock_timeout is 5 s). */
const COALESCE_WAIT_MS = 5_000;
/** How long requests for an address whose answer was not kept go to Next.js without waiting for one another. */
const UNKEPT_MS = 10_000;
/**
 * The request headers Next.js's pages vary on (its Vary header): requests that differ in them ask for different
 * answers (a page, its RSC payload, a prefetch), and never wait for one another.
 */
const NEXT_VARY = ["rsc", "next-router-state-tree", "next-router-prefetch", "next-router-segment-prefetch"];

const FLIGHTS = new Map<string, Flight>();
/** Until when requests for an address (`flightKey`) go to Next.js without waiting: its last answer was not kept. */
const UNKEPT = new LruMap<number>(MAX_TRANSIENT_ANSWERS, () => 1);

const flightKey = (request: IncomingMessage) =>
  [request.url ?? "/", ...NEXT_VARY.map((name) => headerValue(request, name))].join("\0");

function startFlight(key: string, response: ServerResponse): Flight {
  let resolve!: () => void;
  let done = false;
  const flight: Flight = {
    settled: new Promise<void>((settled) => (resolve = settled)),
    settle(_kept, unkept) {
      if (done) return;
      done = true;
      if (FLIGHTS.get(key) === flight) FLIGHTS.delete(key);
      if (unkept) UNKEPT.set(key, Date.now() + UNKEPT_MS);
      resolve();
    },
  };
  FLIGHTS.set(key, flight);
  // The request ended without an answer from Next.js (refused, or the client went away): the others try themselves.
  response.once("close", () => flight.settle(false, false));
  return flight;
}

/**
 * A request whose answer is not in memory: it goes on to Next.js, unless another request for the same address and
 * variant is already there, whose answer it then waits for (at most COALESCE_WAIT_MS) and gets from memory. Without
 * that, a crowd asking for a page at the moment it fell out of memory (an edit, the server's start) would render it
 * once per request, all at once. When the answer was not kept, each waiting request goes on by itself.
 */
function coalesce(
  request: IncomingMessage,
  response: ServerResponse,
  options: RequestOptions,
): Capture | Promise<Capture | undefined> {
  const key = flightKey(request);
  const until = UNKEPT.get(key);
  if (until !== undefined && Date.now() < until) return () => captureResponse(request, response, options);
  const leader = FLIGHTS.get(key);
  if (!leader) {
    const flight = startFlight(key, response);
    return () => captureResponse(request, response, { ...options, flight });
  }
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), COALESCE_WAIT_MS)));
  return Promise.race([leader.settled.then(() => false), timedOut]).then((late) => {
    clearTimeout(timer);
    if (response.destroyed) return undefined;
    const found = findAnswer(request, options.version);
    if (found && !("refresh" in found)) return sendFound(request, response, found, options)?.then(() => undefined);
    if (late) return () => captureResponse(request, response, options);
    return coalesce(request, response, options);
  });
}

/** Sends an answer found in memory (STALE while it is due and its successor is awaited). */
function sendFound(
  request: IncomingMessage,
  response: ServerResponse,
  { answer, body, stale }: { answer: StoredAnswer; body: Buffer; stale: boolean },
  options: RequestOptions,
): void | Promise<void> {
  const headers = stale ? (answer.staleHeaders ??= { ...answer.headers, "x-nextjs-cache": "STALE" }) : answer.headers;
  const { status, hash, store, compressible } = answer;
  return sendShared(request, response, { status, headers, body, hash, store, compressible }, options.head);
}

/**
 * The server's front door for everything Next.js answers (production only): answers from memory when a fresh shared
 * answer is there, and returns undefined. Otherwise it returns a `Capture`, to be called once the other middleware
 * (compression) is installed on `response`. Synchronous when it can be (one instance: the version is a counter, and
 * nobody is asking Next.js for the same answer), so that an answer from memory costs no turn of the event loop; a
 * promise when the version is read from Redis, or while the request waits for another's answer.
 */
export class SharedResponses {
  constructor(readonly invalidations: Invalidations) {}

  /**
   * Answers a request for a page's payload (`PAYLOAD_PATH`): from memory, or once `renderPage` has had
   * Next.js render the page it names again (past this memory, `PAYLOAD_RENDER_HEADER`): the same version of the page
   * has the same payload. False, with nothing sent, when the page has changed since (the caller answers 404, and the
   * loader leaves the page as it is).
   */
  async answerPayload(
    request: IncomingMessage,
    response: ServerResponse,
    renderPage: (path: string, headers: Record<string, string>) => Promise<void>,
  ): Promise<boolean> {
    const url = request.url ?? "/";
    const hash = payloadHashOf(url)!;
    let body = PAYLOADS.get(hash);
    const page = new URL(url, "http://localhost").searchParams.get(PAYLOAD_PAGE_PARAMETER);
    if (!body && page?.startsWith("/") && !page.startsWith("//") && !payloadHashOf(page)) {
      await renderPage(page, { [PAYLOAD_RENDER_HEADER]: payloadRenderToken });
      body = PAYLOADS.get(hash);
    }
    if (!body) return false;
    const answer = { status: 200, headers: PAYLOAD_HEADERS, body, hash, store: LASTING, compressible: true };
    await sendShared(request, response, answer, request.method === "HEAD");
    return true;
  }

  answer(request: IncomingMessage, response: ServerResponse): Capture | undefined | Promise<Capture | undefined> {
    const head = request.method === "HEAD";
    // Next.js renders a HEAD without its body, so nothing could be compressed or hashed: it gets the GET's answer,
    // whose body Node does not send (a response to HEAD has none).
    if (head) request.method = "GET";
    const options = { head, startedAt: Date.now(), listening: invalidationsRegistry().listening === true };
    const current = this.invalidations.version();
    if (typeof current === "number") return answerAt(request, response, { ...options, version: current });
    return current.then((version) => answerAt(request, response, { ...options, version }));
  }
}

function answerAt(
  request: IncomingMessage,
  response: ServerResponse,
  options: RequestOptions,
): Capture | undefined | Promise<Capture | undefined> {
  if (!options.listening || !mayShareRequest(request) || request.headers[PAYLOAD_RENDER_HEADER] === payloadRenderToken)
    return () => captureResponse(request, response, options);
  const found = findAnswer(request, options.version);
  if (!found) return coalesce(request, response, options);
  if ("refresh" in found) {
    // This request goes to Next.js for the due answer's successor; another may go once it is answered (a STALE
    // answer is not kept: Next.js is still rendering) and REFRESH_INTERVAL_MS have passed.
    const { refresh } = found;
    refresh.refreshing = true;
    refresh.lastRefreshAt = options.startedAt;
    response.once("close", () => (refresh.refreshing = false));
    return () => captureResponse(request, response, options);
  }
  return sendFound(request, response, found, options)?.then(() => undefined);
}
