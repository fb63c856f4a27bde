// How the Next.js server knows it was started by server/index.ts (npm start, npm run dev, the tests), which
// vouches for the client's address and compresses. `next start` alone would trust any X-Forwarded-For a client
// sends (rate limits dodged) and send pages uncompressed, so the server refuses to run without it.
// A symbol on the process's global object: an environment variable could be copied by mistake into a plain
// `next start`; this can only be set by code running in the same process.
const MARK = Symbol.for("agence-digitale.production-server");

export function markProductionServer(): void {
  (globalThis as Record<symbol, unknown>)[MARK] = true;
}

export function startedByProductionServer(): boolean {
  return (globalThis as Record<symbol, unknown>)[MARK] === true;
}
