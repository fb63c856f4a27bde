import { connection } from "next/server";
import { checkDependencies } from "@/lib/health";
import { eventLoopDelays } from "@/lib/production-server";

/**
 * Liveness (load balancers, systemd, docker): 200 as long as the process answers, whatever its dependencies do (a
 * database outage must not make a supervisor restart healthy processes). It reports them in detail beside
 * (`checks`: the database, Redis, the upload storage, the mail queue; each within 3 s), and how long the server's
 * thread kept callbacks waiting in each of the last seconds (`eventLoopDelay`, milliseconds: p50, p99, max), for
 * monitoring and bench:burst. Readiness is GET /api/ready.
 */
export async function GET() {
  await connection();
  return Response.json(
    { status: "ok", checks: await checkDependencies(), eventLoopDelay: eventLoopDelays() },
    { headers: { "Cache-Control": "no-store" } },
  );
}
