// The content codings the server sends (Brotli, gzip), how it picks one for a request, and how it compresses a body
// once: at the highest levels, since every body compressed here is sent many times (the build's static assets,
// server/static-assets.ts; the pages and answers every visitor shares, server/shared-responses.ts).
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";

/** Below this size, compression saves less than the response's headers weigh. */
export const MIN_COMPRESSED_SIZE = 1024;

export type Encoding = "br" | "gzip";

/** A short, strong name for a body: 128 bits of its SHA-256. */
export function bodyHash(body: Buffer): string {
  return createHash("sha256").update(body).digest().subarray(0, 16).toString("base64url");
}

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * How hard to compress: `best` for a body sent many times (Brotli's highest quality costs a few hundred ms for a list
 * page's HTML), `quick` for the one response that cannot wait for it (a few ms, a tenth larger).
 */
export type Effort = "best" | "quick";

const BROTLI_QUALITY: Record<Effort, number> = { best: 11, quick: 4 };
const GZIP_LEVEL: Record<Effort, number> = { best: 9, quick: 5 };

export const ENCODINGS: Record<
  Encoding,
  { extension: string; compress: (data: Buffer, effort: Effort) => Promise<Buffer> }
> = {
  br: {
    extension: ".br",
    compress: (data, effort) =>
      brotliCompress(data, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[effort],
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
  },
  gzip: { extension: ".gz", compress: (data, effort) => gzip(data, { level: GZIP_LEVEL[effort] }) },
};

/**
 * A body as the server sends it with `encoding`, or undefined when it is too small to gain from compression.
 * zlib's asynchronous calls run on libuv's thread pool, not on the thread that answers requests.
 */
export async function compressBody(
  data: Buffer,
  encoding: Encoding,
  effort: Effort = "best",
): Promise<Buffer | undefined> {
  return data.length < MIN_COMPRESSED_SIZE ? undefined : ENCODINGS[encoding].compress(data, effort);
}

/** Accept-Encoding values seen, and the encoding chosen for each: browsers send a handful of distinct values. */
const CHOSEN = new Map<string, Encoding | undefined>();
const MAX_CHOSEN = 256;

/**
 * The encoding to send among those the client accepts (Accept-Encoding, with its q-values), Brotli first; undefined
 * when it accepts neither. Asked on every request: each distinct value is parsed once.
 */
export function preferredEncoding(acceptEncoding: string | undefined = ""): Encoding | undefined {
  if (CHOSEN.has(acceptEncoding)) return CHOSEN.get(acceptEncoding);
  const chosen = parsePreferredEncoding(acceptEncoding);
  // Bounded: a client sending a new value each time only ever empties it.
  if (CHOSEN.size >= MAX_CHOSEN) CHOSEN.clear();
  CHOSEN.set(acceptEncoding, chosen);
  return chosen;
}

function parsePreferredEncoding(acceptEncoding: string): Encoding | undefined {
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [token = "", ...parameters] = part.trim().toLowerCase().split(";");
    const q = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
    if (token) weights.set(token, q === undefined ? 1 : Number(q));
  }
  const weight = (encoding: string) => weights.get(encoding) ?? weights.get("*") ?? 0;
  return (["br", "gzip"] as const).filter((encoding) => weight(encoding) > 0).sort((a, b) => weight(b) - weight(a))[0];
}

/** Whether an If-None-Match header names `etag` (or is `*`): weak comparison, as RFC 9110 asks for GET and HEAD. */
export function matchesIfNoneMatch(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
}
