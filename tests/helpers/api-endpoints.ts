// Every route handler of app/api, found on disk: the access-control and bad-input tests walk them all, so a route
// added later is checked without editing either test.
import { readdirSync } from "node:fs";
import path from "node:path";

const HTTP_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
const API_DIR = path.resolve(import.meta.dirname, "../../app/api");

export interface Endpoint {
  /** "METHOD /api/path", folders as written on disk (the keys of PUBLIC_ENDPOINTS). */
  key: string;
  method: (typeof HTTP_METHODS)[number];
  url: string;
  params: Record<string, string | string[]>;
  handler: (request: Request, context: unknown) => Promise<Response>;
}
/** A value for each dynamic segment: ids and slugs that name no row. */
function sampleParams(route: string) {
  const params: Record<string, string | string[]> = {};
  const url = route.replace(/\[(\.\.\.)?([^\]]+)\]/g, (_, catchAll: string | undefined, name: string) => {
    params[name] = catchAll ? ["inexistant"] : "999999";
    return catchAll ? "inexistant" : "999999";
  });
  return { url, params };
}

export async function discoverEndpoints(): Promise<Endpoint[]> {
  const files = readdirSync(API_DIR, { recursive: true, encoding: "utf8" }).filter((file) =>
    /(^|\/)route\.(ts|tsx|js)$/.test(file),
  );
  const endpoints: Endpoint[] = [];
  for (const file of files.sort()) {
    const route = `/api/${path
      .dirname(file)
      .split(path.sep)
      .filter((segment) => !/^\(.*\)$/.test(segment))
      .join("/")}`.replace(/\/$/, "");
    const exports = (await import(path.join(API_DIR, file))) as Record<string, unknown>;
    for (const method of HTTP_METHODS) {
      const handler = exports[method];
      if (typeof handler !== "function") continue;
      endpoints.push({
        key: `${method} ${route}`,
        method,
        ...sampleParams(route),
        handler: handler as Endpoint["handler"],
      });
    }
  }
  return endpoints;
}
