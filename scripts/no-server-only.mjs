// Lets a script import lib/ modules marked `import "server-only"` outside Next.js (as the tests alias it):
// node --import tsx --import ./scripts/no-server-only.mjs script.ts
import { register } from "node:module";

register(
  "data:text/javascript," +
    encodeURIComponent(`export async function resolve(specifier, context, next) {
      return specifier === "server-only" ? { url: "data:text/javascript,", shortCircuit: true } : next(specifier, context);
    }`),
);
