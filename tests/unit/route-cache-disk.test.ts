// What Next.js's page cache may leave on disk (server/route-cache-disk.mjs): transient entries never, the others within
// ROUTE_CACHE_DISK_MB, the least recently used deleted first, counting what a previous run left.
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, utimes, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { isTransientEntry, RouteCacheDisk, routeCacheDiskBytes } from "../../server/route-cache-disk.mjs";

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "route-cache-"));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

/** An entry as FileSystemCache writes a page: HTML, RSC payload, metadata, segments. */
async function writeEntry(name: string, bytes: number, modifiedSecondsAgo = 0): Promise<string> {
  const base = path.join(root, "APP_PAGE", "hash", "$", name);
  await mkdir(path.dirname(base), { recursive: true });
  await writeFile(`${base}.html`, Buffer.alloc(bytes - 100));
  await writeFile(`${base}.meta`, Buffer.alloc(50));
  await mkdir(`${base}.segments`, { recursive: true });
  await writeFile(path.join(`${base}.segments`, "_full.segment.rsc"), Buffer.alloc(50));
  const time = new Date(Date.now() - modifiedSecondsAgo * 1000);
  for (const file of [`${base}.html`, `${base}.meta`]) await utimes(file, time, time);
  return base;
}

describe("isTransientEntry", () => {
  test("an answer other than a 200, or whose cache life ends within the hour, is never written", () => {
    expect(isTransientEntry({ kind: "APP_PAGE", status: 404 }, { revalidate: 60, expire: 31_536_000 })).toBe(true);
    expect(isTransientEntry({ kind: "APP_PAGE" }, { revalidate: 60, expire: 300 })).toBe(true);
    expect(isTransientEntry({ kind: "APP_ROUTE", status: 200 }, { revalidate: 60, expire: 31_536_000 })).toBe(false);
    expect(isTransientEntry({ kind: "APP_PAGE", status: 200 }, undefined)).toBe(false);
    expect(isTransientEntry({ kind: "FETCH", status: 404 }, { expire: 1 }), "not a page").toBe(false);
  });
});

describe("RouteCacheDisk", () => {
  test("deletes the least recently used entries once the total is over its bound", async () => {
    const disk = new RouteCacheDisk(root, 2_500);
    const [a, b, c] = [await writeEntry("a", 1_000), await writeEntry("b", 1_000), await writeEntry("c", 1_000)];
    await disk.written(a, 1_000);
    await disk.written(b, 1_000);
    disk.touch(a);
    await disk.written(c, 1_000);
    expect(existsSync(`${b}.html`), "b was used the longest ago").toBe(false);
    expect(existsSync(`${b}.segments`)).toBe(false);
    expect(existsSync(`${a}.html`) && existsSync(`${c}.html`)).toBe(true);
    expect(disk.total).toBe(2_000);
  });

  test("counts what a previous run left, oldest first, and trims it to the bound", async () => {
    const old = await writeEntry("old", 2_000, 60);
    const recent = await writeEntry("recent", 2_000, 1);
    const disk = new RouteCacheDisk(root, 3_000);
    await disk.scan();
    expect(existsSync(`${old}.html`)).toBe(false);
    expect(existsSync(`${recent}.html`)).toBe(true);
    expect(disk.size).toBe(1);
    expect(disk.total).toBe(2_000);
  });

  test("ROUTE_CACHE_DISK_MB sets the bound (2,048 MB by default)", () => {
    expect(routeCacheDiskBytes({})).toBe(2048 * 1024 * 1024);
    expect(routeCacheDiskBytes({ ROUTE_CACHE_DISK_MB: "50" })).toBe(50 * 1024 * 1024);
  });
});
