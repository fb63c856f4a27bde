import { existsSync, readFileSync } from "node:fs";
import { e2eStack } from "./stack";

export type SharedResponseEvent =
  | {
      event: "compressed";
      hash: string;
      encoding: "br" | "gzip";
      effort: "best" | "quick";
      bytes: number;
      compressedBytes: number;
    }
  | { event: "stored"; url: string; hash: string; ttlSeconds: number };

/** What the end-to-end server's shared responses did so far (tests/e2e/helpers/shared-responses-probe.ts). */
export function sharedResponseEvents(): SharedResponseEvent[] {
  const file = e2eStack().sharedResponsesEvents;
  if (!file || !existsSync(file)) return [];
  return readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as SharedResponseEvent);
}
