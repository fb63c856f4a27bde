// Runs once when a Next.js server starts (not during `next build`'s page generation).
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { serverEnv, ConfigurationError } = await import("@/lib/env");
  try {
    serverEnv();
  } catch (error) {
    // A misconfigured server stops at once with one readable line rather than failing on its first request.
    if (error instanceof ConfigurationError) {
      console.error(`✖ ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const { startMaintenance } = await import("@/lib/maintenance");
  startMaintenance();
}
