// The build's static assets (/_next/static: scripts, stylesheets, icons) never change under a given name. After each
// build, every compressible one gets its Brotli (quality 11) and gzip (level 9) versions written beside it, and the
// server sends those as they are. Next.js would gzip the same bytes again on every request, at a faster level:
// Brotli 11 makes the scripts of a page about 17% smaller than that, and costs the server nothing per request.
import { createReadStream, type Stats } from "node:fs";
import { readdir, stat, writeFile, readFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { SECURITY_HEADERS } from "../lib/security-headers";

const STATIC_PREFIX = "/_next/static/";
const CONTENT_TYPES: Record<string, string> = {
  ".js": "application/javascript; charset=UTF-8",
  ".css": "text/css; charset=UTF-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=UTF-8",
  ".txt": "text/plain; charset=UTF-8",
};
/** Below this size, compression saves less than the response's headers weigh. */
export const MIN_COMPRESSED_SIZE = 1024;

export type Encoding = "br" | "gzip";
const ENCODINGS: Record<Encoding, { extension: string; compress: (data: Buffer) => Promise<Buffer> }> = {
  br: {
    extension: ".br",
    compress: (data) =>
      promisify(zlib.brotliCompress)(data, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length },
      }),
  },
  gzip: { extension: ".gz", compress: (data) => promisify(zlib.gzip)(data, { level: 9 }) },
};

/** An asset as the server sends it with `encoding`, or undefined when it is too small to gain from compression. */
export async function compressAsset(data: Buffer, encoding: Encoding): Promise<Buffer | undefined> {
  return data.length < MIN_COMPRESSED_SIZE ? undefined : ENCODINGS[encoding].compress(data);
}

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
        const compressed = await compressAsset(data, encoding);
        if (!compressed) return;
        await writeFile(file + ENCODINGS[encoding].extension, compressed);
      }
      count++;
    }),
  );
  return count;
}

/**
 * The encoding to send among those the client accepts (Accept-Encoding, with its q-values), Brotli first; undefined
 * when it accepts neither.
 */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [token = "", ...parameters] = part.trim().toLowerCase().split(";");
    const q = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
    if (token) weights.set(token, q === undefined ? 1 : Number(q));
  }
  const weight = (encoding: string) => weights.get(encoding) ?? weights.get("*") ?? 0;
  return (["br", "gzip"] as const).filter((encoding) => weight(encoding) > 0).sort((a, b) => weight(b) - weight(a))[0];
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
 * Sends the precompressed version of a static asset when there is one and the client accepts it, and returns true;
 * returns false to leave the request to Next.js (other paths, range requests, clients that accept neither encoding).
 */
export async function serveStaticAsset(
  request: IncomingMessage,
  response: ServerResponse,
  staticDir: string,
): Promise<boolean> {
  if ((request.method !== "GET" && request.method !== "HEAD") || request.headers.range) return false;
  const file = staticAssetFile(staticDir, request.url ?? "");
  const encoding = preferredEncoding(request.headers["accept-encoding"]);
  if (!file || !encoding) return false;
  const compressed = file + ENCODINGS[encoding].extension;
  const stats = await fileStats(compressed);
  if (!stats) return false;
  const etag = `"${stats.size.toString(36)}-${Math.floor(stats.mtimeMs).toString(36)}-${encoding}"`;
  for (const { key, value } of SECURITY_HEADERS) response.setHeader(key, value);
  response.setHeader("Cache-Control", "public, max-age=31536000, immutable");
  response.setHeader("Vary", "Accept-Encoding");
  response.setHeader("ETag", etag);
  if ((request.headers["if-none-match"] ?? "").split(",").some((tag) => tag.trim() === etag)) {
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
