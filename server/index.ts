// The HTTP server: Next.js's request handler behind a Node server that decides the client's address.
// Next.js only fills X-Forwarded-For from the socket when the client did not send one, so any visitor could
// claim any address; here the header is always overwritten with an address the server can vouch for.
// It also compresses: the build's static assets are sent precompressed (server/static-assets.ts); what every visitor
// shares is compressed once per version, and the pages of Next.js's cache are answered from memory until their
// version changes (server/shared-responses.ts); the rest is compressed with Brotli or gzip as it is sent.
import { readFileSync } from "node:fs";
import { createServer, get, type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import { Duplex } from "node:stream";
import zlib from "node:zlib";
import compression from "compression";
import next from "next";
import { markProductionServer } from "../lib/production-server";
import { installInvalidations, LocalInvalidations, SharedInvalidations } from "./invalidations";
import { startSharedCache } from "./shared-cache";
import { Admission, refuseBusy } from "./admission";
import { monitorEventLoop } from "./event-loop";
import { SharedResponses } from "./shared-responses";
import { payloadHashOf } from "./hydrate-on-intent";
import { drainOnSignals } from "./graceful-shutdown";
import { surviveConnectionTerminationNotices } from "./connection-notices";
import { publicMediaOrigin } from "../lib/media/public-url";
import { contentSecurityPolicy, SECURITY_HEADERS, strictTransportSecurity } from "../lib/security-headers";
import { serveStaticAsset, staticAssetFile } from "./static-assets";

const dev = process.argv.includes("--dev");
const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOSTNAME || "0.0.0.0";
const trustProxy = process.env.TRUST_PROXY === "true" || process.env.TRUST_PROXY === "1";

/**
 * Behind a trusted reverse proxy (TRUST_PROXY=true), the last X-Forwarded-For entry is the one that proxy
 * appended; earlier entries come from the client and prove nothing. Otherwise, the socket's peer.
 */
function clientAddress(request: IncomingMessage): string {
  const forwarded = request.headers["x-forwarded-for"];
  const chain = (Array.isArray(forwarded) ? forwarded.join(",") : (forwarded ?? ""))
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const address = (trustProxy && chain.at(-1)) || request.socket.remoteAddress || "";
  return address.replace(/^::ffff:/, "");
}

/**
 * For answers rendered per request (the back office, personal data, streamed pages): Brotli when the client accepts
 * it, else gzip (next.config.ts turns Next.js's gzip-only compression off). Quality 5: a page's HTML a quarter
 * smaller than gzip's, for the same time.
 */
const compress = compression({ brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } } });

/**
 * When the client goes away mid-response, the compression middleware never ends its zlib stream, which then
 * outlives the response (Next.js does the same for its own middleware). The middleware hands that stream out
 * for `drain` listeners.
 */
function releaseCompressionOnClose(response: ServerResponse) {
  response.once("close", () => {
    if (response.writableFinished) return;
    const noop = () => {};
    const stream = response.on("drain", noop);
    response.off("drain", noop);
    if (stream !== response && stream instanceof Duplex) stream.destroy();
  });
}

/**
 * Serve with the configuration the build resolved, as Next.js's own standalone server does, rather than compiling
 * next.config.ts again at start: that compilation loads the SWC compiler (a native module and its threads) into a
 * process that never compiles anything, which only costs memory.
 */
function serveWithBuildConfig(distDir: string) {
  const { config } = JSON.parse(readFileSync(path.join(distDir, "required-server-files.json"), "utf8")) as {
    config: unknown;
  };
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config);
}

markProductionServer();
surviveConnectionTerminationNotices();
const distDir = path.resolve(process.env.NEXT_DIST_DIR || ".next");
// Several instances (REDIS_URL): Next.js's caches and invalidations shared through Redis, installed before Next.js
// loads its handlers (server/shared-cache.ts).
const sharedCache = dev ? undefined : await startSharedCache(distDir);
if (!dev) serveWithBuildConfig(distDir);
const app = next({ dev, dir: process.cwd(), hostname, port });
const handle = app.getRequestHandler();
await app.prepare();
const staticDir = path.join(distDir, "static");
const sharedResponses = dev
  ? undefined
  : new SharedResponses(
      installInvalidations(sharedCache ? new SharedInvalidations(sharedCache) : new LocalInvalidations()),
    );
// What is not answered from memory reaches Next.js through bounded lanes, so that no crowd of reads starves the
// writes (server/admission.ts); the event loop's delay is measured for GET /api/health (server/event-loop.ts).
const admission = dev ? undefined : new Admission();
if (!dev) monitorEventLoop();

const siteUrl = process.env.SITE_URL;
// Every answer carries the site's policy (lib/security-headers.ts). Next.js keeps a header already set over a route
// handler's own, so a path with a stricter policy sets it in next.config.ts's headers(), which replace it (the
// placeholder images). HSTS only when the site is https: on http it would be ignored.
const pagePolicy = contentSecurityPolicy({
  dev,
  https: siteUrl?.startsWith("https://"),
  mediaOrigin: publicMediaOrigin(),
});
const hsts = strictTransportSecurity(siteUrl);

function setSiteHeaders(response: ServerResponse) {
  response.setHeader("Content-Security-Policy", pagePolicy);
  if (hsts) response.setHeader("Strict-Transport-Security", hsts);
}

/**
 * Whether the path's percent-encoding fails to decode (`/%ff`, `/blog/%c0%af`): such a path names nothing, and
 * Next.js's own decoding of it would throw (a 500).
 */
function hasMalformedPath(url: string | undefined): boolean {
  try {
    decodeURIComponent((url ?? "/").split("?")[0]!);
    return false;
  } catch {
    return true;
  }
}

/**
 * The methods pages and route handlers answer. Any other (TRACE, which would echo the request back, PROPFIND…) is a
 * 405 here: Next.js answers a method a route handler does not know with a 500.
 */
const ANSWERED_METHODS = "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS";
const answeredMethods = new Set(ANSWERED_METHODS.split(", "));

/** An answer the server gives before Next.js sees the request, with every header Next.js would have added. */
function refuse(response: ServerResponse, status: number, message: string, headers: Record<string, string> = {}) {
  setSiteHeaders(response);
  for (const { key, value } of SECURITY_HEADERS) response.setHeader(key, value);
  response.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...headers });
  response.end(message);
}

/** Has this server answer a GET of `path` to itself, for what answering it leaves in memory (a page's payload). */
function requestOwnPage(path: string, headers: Record<string, string>): Promise<void> {
  // The loopback address of the family the server listens on, when it listens on every address.
  const host = hostname === "0.0.0.0" ? "127.0.0.1" : hostname === "::" ? "::1" : hostname;
  return new Promise((resolve) => {
    get({ host, port, path, headers: { ...headers, "accept-encoding": "identity" } }, (answer) => {
      answer.on("error", () => resolve());
      answer.on("end", () => resolve());
      answer.resume();
    }).on("error", () => resolve());
  });
}

async function respond(request: IncomingMessage, response: ServerResponse) {
  // One 'close' listener per layer (drain, response cache, admission, compression) and Next.js's own: more than Node's
  // default of 10 on one response, which is no leak (each is added once per response), so no warning.
  response.setMaxListeners(20);
  request.headers["x-forwarded-for"] = clientAddress(request);
  if (!answeredMethods.has(request.method ?? "")) {
    refuse(response, 405, "Méthode non autorisée.", { Allow: ANSWERED_METHODS });
    return;
  }
  if (hasMalformedPath(request.url)) {
    refuse(response, 400, "Adresse invalide : son encodage est incorrect.");
    return;
  }
  const staticFile = dev ? undefined : staticAssetFile(staticDir, request.url ?? "");
  if (staticFile) {
    setSiteHeaders(response);
    if (await serveStaticAsset(request, response, staticFile)) return;
  }
  // A page's payload, which its loader asks for on the first interaction (server/hydrate-on-intent.ts).
  if (sharedResponses && payloadHashOf(request.url ?? "")) {
    if (!(await sharedResponses.answerPayload(request, response, requestOwnPage)))
      refuse(response, 404, "Cette version de la page n'est plus servie.");
    return;
  }
  // Before the site's headers are set: an answer from memory repeats those it was first sent with, theirs included,
  // and a response without headers of its own takes Node's quickest way to write them.
  const answered = sharedResponses?.answer(request, response);
  const captureShared = answered instanceof Promise ? await answered : answered;
  if (sharedResponses && !captureShared) return;
  const admitted = admission?.admit(request, response) ?? true;
  if (!(admitted instanceof Promise ? await admitted : admitted)) {
    setSiteHeaders(response);
    refuseBusy(response);
    return;
  }
  setSiteHeaders(response);
  compress(request as Parameters<typeof compress>[0], response as Parameters<typeof compress>[1], () => {});
  releaseCompressionOnClose(response);
  // Installed last, so that it sees Next.js's calls first and passes on those it does not hold back.
  captureShared?.();
  await handle(request, response);
}

const server = createServer((request, response) => void respond(request, response));
server.keepAliveTimeout = 65_000;
server.listen(port, hostname, () =>
  console.log(`✓ Ready on http://${hostname === "0.0.0.0" ? "localhost" : hostname}:${port}`),
);

// SIGTERM and SIGINT: stop taking connections, finish the requests in flight, then exit (server/graceful-shutdown.ts).
drainOnSignals(server);
