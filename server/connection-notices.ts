// node-postgres can throw the notice with which PostgreSQL ends a connection (57P01, 'terminating connection due to
// administrator command': a restart, a failover, pg_terminate_backend) from the socket's data event, when it reaches a
// client that had no error listener at that instant (brianc/node-postgres#2762), although the pool has replaced or
// will replace that connection and every query on it fails with its own error (answered 503, lib/api.ts). Such a notice
// is no reason to stop a server: it is logged, and any other uncaught error still ends the process.

/** Whether `error` is PostgreSQL's notice that it ended the connection (FATAL 57P01). */
export function isConnectionTerminationNotice(error: unknown): boolean {
  // Checked by its fields, not its class: a test runner hands it over serialized.
  const notice = error as { code?: unknown; severity?: unknown } | null;
  return typeof notice === "object" && notice?.code === "57P01" && notice.severity === "FATAL";
}

/** In the production server: log a connection's termination notice that no one caught, and go on serving. */
export function surviveConnectionTerminationNotices(): void {
  process.on("uncaughtException", (error, origin) => {
    if (isConnectionTerminationNotice(error)) {
      console.error(`✖ PostgreSQL ended a connection (${String(error)}); the pool opens another.`);
      return;
    }
    // What Node.js does without a handler: report and stop (npm start's supervisor starts the server again).
    console.error(origin === "unhandledRejection" ? "Unhandled promise rejection:" : "Uncaught exception:", error);
    process.exit(1);
  });
}
