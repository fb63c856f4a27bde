// s3rver, a real S3-protocol server, in a process of its own for the tests (tests/helpers/s3.ts starts it).
// Its own process because s3rver encrypts its listing continuation tokens with DES, which Node's OpenSSL 3 offers
// only under --openssl-legacy-provider, a flag the tests' own processes should not carry.
// Arguments: <port> <directory> <bucket>…; prints "ready <port>" once it answers; exits 3 when the port is taken.
import S3rver from "s3rver";

const [port, directory, ...buckets] = process.argv.slice(2);
const server = new S3rver({
  address: "127.0.0.1",
  port: Number(port),
  directory,
  silent: true,
  configureBuckets: buckets.map((name) => ({ name })),
});
const fail = (error) => {
  console.error(error.message);
  process.exit(error.code === "EADDRINUSE" ? 3 : 1);
};
// s3rver's listen reports a taken port as an 'error' event, not as run()'s rejection.
process.on("uncaughtException", fail);
server.run().then((address) => console.log(`ready ${address.port}`), fail);
const stop = () => void server.close().finally(() => process.exit(0));
process.on("SIGTERM", stop);
// The test process that started it has gone (its IPC channel closed): nothing is left running.
process.on("disconnect", stop);
