// Types of server/route-cache-disk.mjs (plain JavaScript: Next.js loads the page cache, and it, without TypeScript).

export const TRANSIENT_LIFE_SECONDS: number;
export function routeCacheDiskBytes(env?: Record<string, string | undefined>): number;
export function isTransientEntry(
  data: { kind: string; status?: number } | null | undefined,
  cacheControl: { revalidate?: number | false; expire?: number } | undefined,
): boolean;
export function entryBytes(
  data:
    | { kind: "APP_ROUTE"; body?: Buffer }
    | { kind: string; html?: string; rscData?: Buffer; segmentData?: Map<string, Buffer> }
    | null
    | undefined,
): number;
export class RouteCacheDisk {
  constructor(root: string, maxBytes: number);
  readonly root: string;
  readonly maxBytes: number;
  readonly total: number;
  readonly size: number;
  scan(): Promise<void>;
  has(base: string): boolean;
  touch(base: string): void;
  written(base: string, bytes: number): Promise<void>;
  forget(base: string): Promise<void>;
}
