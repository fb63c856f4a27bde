import { execFileSync } from "node:child_process";
import { mkdirSync } from "node:fs";

/**
 * Mounts a small tmpfs at `dir` (a real file system that fills up, or refuses writes with `ro`), or answers null
 * where mounting is not allowed (not root, or a sandbox without it). Returns the unmount function.
 */
export function mountTmpfs(dir: string, options: string): (() => void) | null {
  mkdirSync(dir, { recursive: true });
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", options, "tmpfs", dir], { stdio: "pipe" });
  } catch {
    return null;
  }
  return () => execFileSync("umount", ["-l", dir], { stdio: "pipe" });
}
