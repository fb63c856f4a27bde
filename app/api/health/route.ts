import { connection } from "next/server";
import { eventLoopDelays } from "@/lib/production-server";

/**
 * Liveness (load balancers, systemd, docker): the process answers. No database, nothing else: a database outage
 * must not make a supervisor restart healthy processes. Readiness is GET /api/ready. It also reports how long the
 * server's thread kept callbacks waiting in each of the last seconds (`eventLoopDelay`, milliseconds: p50, p99, max),
 * for monitoring and bench:burst.
 */
export async function GET() {
  await connection();
  return Response.json(
    { status: "ok", eventLoopDelay: eventLoopDelays() },
    { headers: { "Cache-Control": "no-store" } },
  );
}
