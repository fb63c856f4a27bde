// Runs once when a Next.js server starts. The Node.js part lives in its own module so that the Edge build of this
// file never sees process.exit or the database.
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs" && process.env.NEXT_PHASE !== "phase-production-build") {
    const { onServerStart } = await import("./lib/server-startup");
    await onServerStart();
  }
}
