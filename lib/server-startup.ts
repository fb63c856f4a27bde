import "server-only";
import { ConfigurationError, serverEnv } from "@/lib/env";

/** Called once by instrumentation.ts when a Node.js server starts. */
export async function onServerStart(): Promise<void> {
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
  // Imported only now: the database module reads the configuration as it loads.
  const { startMaintenance } = await import("@/lib/maintenance");
  startMaintenance();
}
