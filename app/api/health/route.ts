import { connection } from "next/server";

/**
 * Liveness (load balancers, systemd, docker): the process answers. No database, nothing else: a database outage
 * must not make a supervisor restart healthy processes. Readiness is GET /api/ready.
 */
export async function GET() {
  await connection();
  return Response.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
}
