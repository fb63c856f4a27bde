import { connection } from "next/server";
import { checkReadiness } from "@/lib/health";

/**
 * Readiness: 200 when this instance can serve (database reachable, migrations applied), 503 with the reason in
 * French (`reason`) and English (`reasonEn`) otherwise — while PostgreSQL is down, or while the server stops (then
 * with `Connection: close`, server/graceful-shutdown.ts). `checks` reports each part and whether it is `required`.
 */
export async function GET() {
  await connection();
  const readiness = await checkReadiness();
  return Response.json(readiness.ready ? { status: "ready", ...readiness } : { status: "unavailable", ...readiness }, {
    status: readiness.ready ? 200 : 503,
    headers: { "Cache-Control": "no-store" },
  });
}
