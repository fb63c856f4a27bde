// The build's static assets (/_next/static: scripts, stylesheets, icons) never change under a given name. After each
// build, every compressible one gets its Brotli (quality 11) and gzip (level 9) versions written beside it, and the
// server sends those as they are. Next.js would gzip the same bytes again on every request, at a faster level:
// Brotli 11 makes the scripts of a page about 17% smaller than that, and costs the server nothing per request.
import { createReadStream, type Stats } from "node:fs";
import { readdir, stat, writeFile, readFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { SECURITY_HEADERS } from "../lib/security-headers";
import { compressBody, type Encoding, ENCODINGS, matchesIfNoneMatch, preferredEncoding } from "./encodings";

const STATIC_PREFIX = "/_next/static/";
const CONTENT_TYPES: Record<string, string> = {
  ".js": "application/javascript; charset=UTF-8",
  ".css": "text/css; charset=UTF-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=UTF-8",
  ".txt": "text/plain; charset=UTF-8",
};

/** Writes the Brotli and gzip versions of every compressible asset of the build in `distDir`; returns how many. */
export async function precompressStaticAssets(distDir: string): Promise<number> {
  const staticDir = path.join(distDir, "static");
  const files = (await readdir(staticDir, { recursive: true, withFileTypes: true })).filter(
    (entry) => entry.isFile() && path.extname(entry.name) in CONTENT_TYPES,
  );
  let count = 0;
  // zlib's asynchronous calls run on libuv's thread pool: every core compresses.
  await Promise.all(
    files.map(async (entry) => {
      const file = path.join(entry.parentPath, entry.name);
      const data = await readFile(file);
      for (const encoding of Object.keys(ENCODINGS) as Encoding[]) {
        const compressed = await compressBody(data, encoding);
        if (!compressed) return;
        await writeFile(file + ENCODINGS[encoding].extension, compressed);
      }
      count++;
    }),
  );
  return count;
}

/** The file under `staticDir` that a request path names, or undefined when it names none (or tries to leave it). */
export function staticAssetFile(staticDir: string, url: string): string | undefined {
  const pathname = url.split("?")[0]!;
  if (!pathname.startsWith(STATIC_PREFIX)) return undefined;
  let relative: string;
  try {
    relative = decodeURIComponent(pathname.slice(STATIC_PREFIX.length));
  } catch {
    return undefined;
  }
  const file = path.resolve(staticDir, relative);
  return file.startsWith(staticDir + path.sep) ? file : undefined;
}

async function fileStats(file: string): Promise<Stats | undefined> {
  return stat(file).then(
    (stats) => (stats.isFile() ? stats : undefined),
    () => undefined,
  );
}

/**
 * Sends the precompressed version of the static asset `file` (`staticAssetFile`) when there is one and the client
 * accepts it, and returns true; returns false to leave the request to Next.js (range requests, clients that accept
 * neither encoding).
 */
export async function serveStaticAsset(
  request: IncomingMessage,
  response: ServerResponse,
  file: string,
): Promise<boolean> {
  if ((request.method !== "GET" && request.method !== "HEAD") || request.headers.range) return false;
  const encoding = preferredEncoding(request.headers["accept-encoding"]);
  if (!encoding) return false;
  const compressed = file + ENCODINGS[encoding].extension;
  const stats = await fileStats(compressed);
  if (!stats) return false;
  const etag = `"${stats.size.toString(36)}-${Math.floor(stats.mtimeMs).toString(36)}-${encoding}"`;
  for (const { key, value } of SECURITY_HEADERS) response.setHeader(key, value);
  response.setHeader("Cache-Control", "public, max-age=31536000, immutable");
  response.setHeader("Vary", "Accept-Encoding");
  response.setHeader("ETag", etag);
  if (matchesIfNoneMatch(request.headers["if-none-match"], etag)) {
    response.writeHead(304).end();
    return true;
  }
  response.writeHead(200, {
    "Content-Type": CONTENT_TYPES[path.extname(file)]!,
    "Content-Encoding": encoding,
    "Content-Length": stats.size,
  });
  if (request.method === "HEAD") response.end();
  else
    createReadStream(compressed)
      .once("error", () => response.destroy())
      .pipe(response);
  return true;
}
