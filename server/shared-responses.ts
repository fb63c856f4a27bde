// The answers every visitor shares (pages, RSC payloads, the feed, the sitemap, the public API: whatever Next.js marks
// for shared caches) are compressed once per version and encoding, and the pages Next.js serves from its cache are
// answered from memory until that version changes.
//
// - Compressed once: when Next.js starts such an answer (status 200, a Cache-Control that a shared cache may keep, no
//   cookie, a text type), its body is held back, hashed (SHA-256), and sent as the client accepts it: Brotli 11 or
//   gzip 9 (server/encodings.ts), made on the first request for those exact bytes and kept in `BODIES`, a byte-bounded
//   LRU keyed by the hash. Content-addressed: a new version of a page has a new hash, so old compressed bytes can
//   never be sent for it. Each representation gets its own strong ETag (hash, encoding, and `-quick` while the quick
//   compression is sent, which shared caches may keep a second only), and If-None-Match → 304.
//   Anything else (the back office, personal answers, streamed pages) goes to the `compression` middleware as it is
//   written, at a cheap level. A shared page's HTML is first rewritten to start its scripts on the first interaction
//   (server/hydrate-on-intent.ts), once per version like its compression.
// - Answered from memory: a page (or RSC payload, feed) that Next.js sent from its own cache is kept with its headers,
//   keyed by URL and the request headers its Vary names, until its s-maxage (Next.js's revalidation period) has passed
//   since Next.js rendered it (`entryFreshness`: a STALE answer is never kept), and only while no tag has been
//   invalidated since that request began (server/invalidations.ts: the version). After `expireTags`, the next request
//   goes to Next.js. Once the page is due, a request now and then goes to Next.js (which re-renders it in the
//   background and answers STALE meanwhile) and the others get the same stale answer from memory, until the successor
//   comes back (`findAnswer`).
//   Never kept: an answer with a cookie, `private`, `no-store` or `no-cache`, a status other than 200, or one that
//   Next.js rendered for the request (no `x-nextjs-cache`: the API, the back office).
import { createHash } from "node:crypto";
import diagnosticsChannel from "node:diagnostics_channel";
import { type IncomingMessage, type OutgoingHttpHeaders, ServerResponse } from "node:http";
import {
  compressBody,
  type Effort,
  type Encoding,
  matchesIfNoneMatch,
  MIN_COMPRESSED_SIZE,
  preferredEncoding,
} from "./encodings";
import { type Invalidations, invalidationsRegistry } from "./invalidations";
import { startScriptsOnFirstIntent } from "./hydrate-on-intent";

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

/** Bodies by `<hash>:<encoding>` (`identity` for the uncompressed one). */
const BODIES = new LruMap<Buffer>(MAX_BODY_BYTES, (body) => body.length);
const compressing = new Map<string, Promise<Buffer>>();
/** The quick compressions still in use: their bytes differ from the best ones', and so must their ETag. */
const QUICK_BODIES = new WeakSet<Buffer>();

/** A short, strong name for a body: 128 bits of its SHA-256. */
export function bodyHash(body: Buffer): string {
  return createHash("sha256").update(body).digest().subarray(0, 16).toString("base64url");
}

/**
 * `body` as sent with `encoding`: at once when it was compressed before (the same bytes, by hash), else a promise of
 * it. The response that first asks for it gets a quick compression, kept for the requests that come meanwhile, while
 * the best one is made in the background and then replaces it: so a page rendered on a cache miss is not held back
 * by Brotli's highest quality, and every body is compressed at most once at each effort.
 */
export function encodedBody(body: Buffer, hash: string, encoding: Encoding): Buffer | Promise<Buffer> {
  const key = `${hash}:${encoding}`;
  const known = BODIES.get(key) ?? compressing.get(key);
  if (known) return known;
  const pending = compressed(body, hash, encoding, "quick")
    .then((quick) => {
      BODIES.set(key, quick);
      if (quick === body) return quick;
      QUICK_BODIES.add(quick);
      void compressed(body, hash, encoding, "best").then(
        (best) => {
          // Unless the quick bytes were evicted meanwhile: the page is no longer asked for.
          if (BODIES.get(key)) BODIES.set(key, best);
        },
        () => {},
      );
      return quick;
    })
    .finally(() => compressing.delete(key));
  compressing.set(key, pending);
  return pending;
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

/**
 * Whether an answer about to be sent is the same for every visitor and worth compressing once: a 200 that a shared
 * cache may keep (`public` or `s-maxage`, never `private`, `no-store` or `no-cache`), without a cookie, of a text
 * type, not already encoded.
 */
export function isSharedAnswer(statusCode: number, headers: OutgoingHttpHeaders): boolean {
  if (statusCode !== 200 || headers["set-cookie"] !== undefined || headers["content-encoding"] !== undefined)
    return false;
  if (!COMPRESSIBLE.test(String(headers["content-type"] ?? ""))) return false;
  const directives = cacheDirectives(headers["cache-control"]);
  if (directives.has("private") || directives.has("no-store") || directives.has("no-cache")) return false;
  return directives.has("public") || directives.has("s-maxage");
}

/** The lifetime of a shared answer for a shared cache, in seconds: its s-maxage (its max-age when public); 0 for Vary: *. */
export function sharedLifetime(headers: OutgoingHttpHeaders): number {
  if (String(headers.vary ?? "").includes("*")) return 0;
  const directives = cacheDirectives(headers["cache-control"]);
  const seconds = Number(directives.get("s-maxage") ?? (directives.has("public") ? directives.get("max-age") : 0));
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
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
 *   (the first request after the server started) counts from this request, as a shared cache counts from receiving it.
 * Anything else (rendered per request, no `x-nextjs-cache`) is never kept.
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
  } else if (cacheState !== "HIT") return {};
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

/** An answer kept in memory: its headers as Next.js set them, and the hash of its body (in BODIES). */
interface StoredAnswer {
  /** The request headers its Vary names (lowercase, without Accept-Encoding), and their values when it was fetched. */
  varyNames: string[];
  varyValues: string[];
  headers: OutgoingHttpHeaders;
  hash: string;
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

/** Answers by URL, one per variant of the request headers their Vary names. */
const ANSWERS = new LruMap<StoredAnswer[]>(MAX_ANSWERS, (variants) => variants.length);
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
  BODIES.set(`${answer.hash}:identity`, body);
  const others = (ANSWERS.get(url) ?? []).filter((variant) => !isVariantFor(variant, request));
  ANSWERS.set(url, [...others, answer]);
  if (storedChannel.hasSubscribers) storedChannel.publish({ url, hash: answer.hash, ttlSeconds });
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
  const variants = ANSWERS.get(url);
  const answer = variants?.find((variant) => isVariantFor(variant, request));
  if (!answer) return undefined;
  const body = BODIES.get(`${answer.hash}:identity`);
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
  if (others.length) ANSWERS.set(url, others);
  else ANSWERS.delete(url);
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

/** Writes a representation: a 304 when If-None-Match names it, no body for HEAD. */
function writeRepresentation(
  request: IncomingMessage,
  response: ServerResponse,
  { bytes, etag, ok, notModified }: Representation,
  head: boolean,
): void {
  // The headers Next.js set are in the representation's, but for those written per response (its ETag, its length):
  // none of them may stay. (An answer from memory comes before any header is set: server/index.ts.)
  for (const name of response.getHeaderNames()) response.removeHeader(name);
  if (matchesIfNoneMatch(request.headers["if-none-match"], etag)) {
    nativeWriteHead.call(response, 304, notModified);
    nativeEnd.call(response);
    return;
  }
  nativeWriteHead.call(response, 200, ok);
  if (head) nativeEnd.call(response);
  else nativeEnd.call(response, bytes);
}

/**
 * Sends `body` (of hash `hash`) with `headers`, as the client accepts it: the compressed bytes made once, or the body
 * itself; a 304 when If-None-Match names this representation; no body for HEAD. Synchronous when the representation
 * is known; otherwise it resolves once it is sent.
 */
function sendShared(
  request: IncomingMessage,
  response: ServerResponse,
  headers: OutgoingHttpHeaders,
  body: Buffer,
  hash: string,
  head: boolean,
): void | Promise<void> {
  const encoding =
    body.length >= MIN_COMPRESSED_SIZE ? preferredEncoding(request.headers["accept-encoding"]) : undefined;
  const send = (bytes: Buffer, sentEncoding: Encoding | undefined) =>
    writeRepresentation(request, response, representation(headers, hash, bytes, sentEncoding), head);
  if (!encoding) return send(body, undefined);
  const encoded = encodedBody(body, hash, encoding);
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

/** A shared answer's body as it is kept and sent: a page's scripts start on the first interaction (server/hydrate-on-intent.ts). */
function sharedBody(body: Buffer, headers: OutgoingHttpHeaders): Buffer {
  if (!String(headers["content-type"] ?? "").startsWith("text/html")) return body;
  const html = body.toString("utf8");
  const rewritten = startScriptsOnFirstIntent(html);
  return rewritten === html ? body : Buffer.from(rewritten);
}

type WriteCallback = (error?: Error | null) => void;

/**
 * Holds back the body of `response` when Next.js's headers make it a shared answer (`isSharedAnswer`), then sends it
 * compressed once (and keeps it in memory when `entryFreshness` allows); otherwise hands every call on to what was
 * installed before (the `compression` middleware), untouched.
 */
function captureResponse(
  request: IncomingMessage,
  response: ServerResponse,
  options: { version: number; listening: boolean; head: boolean; startedAt: number },
) {
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
    if (!isSharedAnswer(response.statusCode, response.getHeaders())) restore();
    else chunks = [];
    return chunks !== undefined;
  };
  const finish = () => {
    const headers = keptHeaders(response);
    const body = sharedBody(Buffer.concat(chunks!), headers);
    const hash = bodyHash(body);
    const lifetime = options.listening && mayShareRequest(request) ? sharedLifetime(headers) : 0;
    if (lifetime > 0) {
      const names = varyNames(headers.vary);
      const values = names.map((name) => headerValue(request, name));
      const renderKey = [request.url ?? "/", ...values].join("\0");
      const { seen, expiresAt } = entryFreshness(
        headers["x-nextjs-cache"],
        hash,
        lifetime,
        options.startedAt,
        RENDERS.get(renderKey),
      );
      if (seen) RENDERS.set(renderKey, seen);
      if (expiresAt !== undefined && expiresAt > Date.now()) {
        const answer: StoredAnswer = {
          varyNames: names,
          varyValues: values,
          // From memory, it is a hit of Next.js's cache, whatever this first answer was.
          headers: { ...headers, "x-nextjs-cache": "HIT" },
          hash,
          version: options.version,
          expiresAt,
        };
        storeAnswer(request, answer, body, (expiresAt - Date.now()) / 1000);
      }
    }
    void sendShared(request, response, headers, body, hash, options.head);
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

/**
 * The server's front door for everything Next.js answers (production only): answers from memory when a fresh shared
 * answer is there, and returns undefined. Otherwise it returns a `Capture`, to be called once the other middleware
 * (compression) is installed on `response`. Synchronous when it can be (one instance: the version is a counter), so
 * that an answer from memory costs no turn of the event loop; a promise when the version is read from Redis.
 */
export class SharedResponses {
  constructor(readonly invalidations: Invalidations) {}

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
  options: { version: number; listening: boolean; head: boolean; startedAt: number },
): Capture | undefined | Promise<undefined> {
  const found = options.listening && mayShareRequest(request) ? findAnswer(request, options.version) : undefined;
  if (!found) return () => captureResponse(request, response, options);
  if ("refresh" in found) {
    // This request goes to Next.js for the due answer's successor; another may go once it is answered (a STALE
    // answer is not kept: Next.js is still rendering) and REFRESH_INTERVAL_MS have passed.
    const { refresh } = found;
    refresh.refreshing = true;
    refresh.lastRefreshAt = options.startedAt;
    response.once("close", () => (refresh.refreshing = false));
    return () => captureResponse(request, response, options);
  }
  const { answer, body, stale } = found;
  const headers = stale ? (answer.staleHeaders ??= { ...answer.headers, "x-nextjs-cache": "STALE" }) : answer.headers;
  const sent = sendShared(request, response, headers, body, answer.hash, options.head);
  return sent?.then(() => undefined);
}
