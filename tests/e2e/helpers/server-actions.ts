// The server references of the e2e build (its server-reference manifest): the server actions, each posted to a page
// whose bundle holds it, and the "use cache" functions Next.js lists beside them.
import { readFileSync } from "node:fs";
import path from "node:path";

const MANIFEST = path.resolve(import.meta.dirname, "../../../.next-e2e/server/server-reference-manifest.json");

export interface ServerReference {
  id: string;
  /** The source file, from the project's root. */
  file: string;
  name: string;
  /** A page whose bundle holds it: posting there runs it without forwarding. */
  page: string;
}

/** Next.js's server reference ids: the first byte's high bit marks a "use cache" function. */
export const isCacheFunction = (id: string) => (parseInt(id.slice(0, 2), 16) & 0x80) !== 0;

/** Every server reference of the build, "use cache" functions included. */
export function serverReferences(): ServerReference[] {
  const manifest = JSON.parse(readFileSync(MANIFEST, "utf8")) as {
    node: Record<string, { filename: string; exportedName: string; workers: Record<string, unknown> }>;
  };
  return Object.entries(manifest.node).map(([id, entry]) => ({
    id,
    file: entry.filename,
    name: entry.exportedName,
    page: pagePath(Object.keys(entry.workers)[0]!),
  }));
}

/** The server actions of the build (its "use cache" functions left out). */
export const serverActions = () => serverReferences().filter((reference) => !isCacheFunction(reference.id));

/** "app/admin/(shell)/users/edit/[id]/page" → "/admin/users/edit/1". */
function pagePath(worker: string): string {
  const segments = worker
    .replace(/^app\//, "")
    .replace(/\/?page$/, "")
    .split("/")
    .filter((segment) => segment && !/^\(.*\)$/.test(segment));
  return `/${segments.map((segment) => (segment.startsWith("[") ? "1" : segment)).join("/")}`;
}
