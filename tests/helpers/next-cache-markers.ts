// Integration tests call the domain's cached reads outside a Next.js server, where `cacheTag` and `cacheLife` have no
// cache to mark: there the reads run as plain functions. Everything else of next/cache stays Next.js's own.
import { vi } from "vitest";

vi.mock("next/cache", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/cache")>()),
  cacheTag: () => {},
  cacheLife: () => {},
}));
