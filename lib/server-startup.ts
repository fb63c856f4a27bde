import "server-only";
import { ConfigurationError, serverEnv } from "@/lib/env";
import { CONFIGURATION_ERROR_EXIT_CODE, startedByProductionServer } from "@/lib/production-server";

/** Called once by instrumentation.ts when a Node.js server starts. */
export async function onServerStart(): Promise<void> {
  if (!startedByProductionServer()) {
    console.error(
      "✖ Start the site with `npm start` (or `npm run dev`): it runs server/index.ts, which sets the client's address " +
        "that rate limits rely on and compresses the pages. `next start` or `next dev` alone is refused.",
    );
    process.exit(1);
  }
  try {
    serverEnv();
  } catch (error) {
    // A misconfigured server stops at once with one readable line rather than failing on its first request.
    if (error instanceof ConfigurationError) {
      console.error(`✖ ${error.message}`);
      process.exit(CONFIGURATION_ERROR_EXIT_CODE);
    }
    throw error;
  }
  // Imported only now: the database module reads the configuration as it loads.
  const { startMaintenance } = await import("@/lib/maintenance");
  startMaintenance();
}
