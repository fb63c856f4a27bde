// The HTTP server: Next.js's request handler behind a Node server that decides the client's address.
// Next.js only fills X-Forwarded-For from the socket when the client did not send one, so any visitor could
// claim any address; here the header is always overwritten with an address the server can vouch for.
import { createServer, type IncomingMessage } from "node:http";
import next from "next";

const dev = process.argv.includes("--dev");
const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOSTNAME || "0.0.0.0";
const trustProxy = process.env.TRUST_PROXY === "true" || process.env.TRUST_PROXY === "1";

/**
 * Behind a trusted reverse proxy (TRUST_PROXY=true), the last X-Forwarded-For entry is the one that proxy
 * appended; earlier entries come from the client and prove nothing. Otherwise, the socket's peer.
 */
function clientAddress(request: IncomingMessage): string {
  const forwarded = request.headers["x-forwarded-for"];
  const chain = (Array.isArray(forwarded) ? forwarded.join(",") : forwarded ?? "").split(",").map((entry) => entry.trim()).filter(Boolean);
  const address = (trustProxy && chain.at(-1)) || request.socket.remoteAddress || "";
  return address.replace(/^::ffff:/, "");
}

const app = next({ dev, dir: process.cwd(), hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

const server = createServer((request, response) => {
  request.headers["x-forwarded-for"] = clientAddress(request);
  void handle(request, response);
});
server.keepAliveTimeout = 65_000;
server.listen(port, hostname, () => console.log(`✓ Ready on http://${hostname === "0.0.0.0" ? "localhost" : hostname}:${port}`));

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
