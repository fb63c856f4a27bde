// Loaded into the end-to-end server's process only (`--import`, tests/e2e/helpers/e2e-server.ts), never into the
// production server: appends what server/shared-responses.ts publishes on its diagnostics channels (each compression
// of a body, each answer kept in memory) to the file SHARED_RESPONSES_EVENTS, one JSON object a line, for the tests
// to read (sharedResponseEvents in ./shared-responses.ts).
import { appendFileSync } from "node:fs";
import diagnosticsChannel from "node:diagnostics_channel";
import { COMPRESSED_CHANNEL, STORED_CHANNEL } from "../../../server/shared-responses";

const file = process.env.SHARED_RESPONSES_EVENTS;
if (!file) throw new Error("SHARED_RESPONSES_EVENTS must name the file the probe writes to.");

for (const [name, event] of [
  [COMPRESSED_CHANNEL, "compressed"],
  [STORED_CHANNEL, "stored"],
] as const) {
  diagnosticsChannel.subscribe(name, (message) =>
    appendFileSync(file, `${JSON.stringify({ event, ...(message as object) })}\n`),
  );
}
