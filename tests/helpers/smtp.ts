import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer, type SMTPServerOptions } from "smtp-server";

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string | false;
  replyTo: string | undefined;
  parsed: ParsedMail;
}

export interface TestSmtpServer {
  port: number;
  received: ReceivedMail[];
  /** Makes the server refuse every message (a 5xx, as a broken mail server would) until set back to false. */
  failing: boolean;
  /** Makes the server answer every message with a 451 (a temporary failure: try again later) until set back. */
  failingTemporarily: boolean;
  /** Addresses whose messages the server refuses for good (550), as a mailbox that does not exist. */
  refusedAddresses: Set<string>;
  /** Waits this long before answering each message, as a distant server does (0 by default). */
  delayMs: number;
  /** Awaited before each message is accepted: a test acts while the client waits for the server's answer. */
  beforeAccept: (() => Promise<void>) | undefined;
  /** The most messages that were being received at once. */
  readonly peakConcurrentMessages: number;
  /** The mails received so far that satisfy `predicate`, once there are `count` of them. */
  waitFor(predicate: (mail: ReceivedMail) => boolean, count?: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /**
   * Stops the server as an outage does: the port refuses connections and the open ones are closed at once (a 421
   * first); a mail being received and not yet answered is not accepted (its sender never heard a 250).
   */
  stop(): Promise<void>;
  /** Starts the server again on the same port, after `stop()`. */
  start(): Promise<void>;
}

/**
 * A real SMTP server on a free loopback port that keeps what it receives, for tests of the mail paths.
 * With `mailboxDir`, each message is also written there as an .eml file (for tests in another process).
 */
export async function startTestSmtpServer({ mailboxDir }: { mailboxDir?: string } = {}): Promise<TestSmtpServer> {
  if (mailboxDir) await mkdir(mailboxDir, { recursive: true });
  const received: ReceivedMail[] = [];
  const refusedAddresses = new Set<string>();
  // Numbers the mailbox's files as the mails end: two mails ending within one millisecond, before either is pushed to
  // `received`, got one name and the second overwrote the first.
  let filed = 0;
  const state = {
    failing: false,
    failingTemporarily: false,
    delayMs: 0,
    beforeAccept: undefined as (() => Promise<void>) | undefined,
    inFlight: 0,
    peak: 0,
  };
  // stop() counts up: a mail whose receiving began before a stop is not accepted after it (its connection is gone).
  let generation = 0;
  const onData: NonNullable<SMTPServerOptions["onData"]> = (stream, session, callback) => {
    const startedIn = generation;
    const chunks: Buffer[] = [];
    state.inFlight += 1;
    state.peak = Math.max(state.peak, state.inFlight);
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", async () => {
      if (state.delayMs) await new Promise((resolve) => setTimeout(resolve, state.delayMs));
      await state.beforeAccept?.();
      state.inFlight -= 1;
      if (state.failing) return callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }));
      if (state.failingTemporarily)
        return callback(Object.assign(new Error("Service unavailable, try again later"), { responseCode: 451 }));
      if (session.envelope.rcptTo.some((to) => refusedAddresses.has(to.address.toLowerCase())))
        return callback(Object.assign(new Error("No such mailbox"), { responseCode: 550 }));
      const raw = Buffer.concat(chunks);
      let file: string | undefined;
      if (mailboxDir) {
        // Written aside, then renamed: a reader never parses half a mail (readMailbox reads *.eml only).
        file = path.join(mailboxDir, `${Date.now()}-${String((filed += 1)).padStart(6, "0")}.eml`);
        await writeFile(`${file}.part`, raw);
        await rename(`${file}.part`, file);
      }
      const parsed = await simpleParser(raw);
      // The server stopped meanwhile: its sender never gets the 250, so the mail was not accepted (RFC 5321 puts the
      // server's responsibility at that reply); kept, it would count as a mail the sender must send again.
      if (startedIn !== generation) {
        if (file) await rm(file, { force: true });
        return callback(Object.assign(new Error("Server shutting down"), { responseCode: 421 }));
      }
      received.push(toReceivedMail(parsed));
      callback();
    });
  };
  const createServer = () => {
    const created = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      // stop() closes the open connections at once (a 421, then the socket), as a server that goes down, rather
      // than waiting 30 s for the clients to leave.
      closeTimeout: 1,
      onData,
    });
    // A client whose connection an outage cut (a reset) is what the test wants, not a failure of the test process.
    created.on("error", () => {});
    return created;
  };
  let server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as { port: number }).port;

  return {
    port,
    received,
    refusedAddresses,
    get failingTemporarily() {
      return state.failingTemporarily;
    },
    set failingTemporarily(value: boolean) {
      state.failingTemporarily = value;
    },
    get failing() {
      return state.failing;
    },
    set failing(value: boolean) {
      state.failing = value;
    },
    get delayMs() {
      return state.delayMs;
    },
    set delayMs(value: number) {
      state.delayMs = value;
    },
    get beforeAccept() {
      return state.beforeAccept;
    },
    set beforeAccept(value: (() => Promise<void>) | undefined) {
      state.beforeAccept = value;
    },
    get peakConcurrentMessages() {
      return state.peak;
    },
    async waitFor(predicate, count = 1, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const matches = received.filter(predicate);
        if (matches.length >= count) return matches;
        if (Date.now() > deadline)
          throw new Error(`Expected ${count} matching mail(s), received ${matches.length} of ${received.length}.`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    stop() {
      generation += 1;
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
    async start() {
      server = createServer();
      await new Promise<void>((resolve, reject) => {
        server.server.once("error", reject);
        server.listen(port, "127.0.0.1", () => {
          server.server.off("error", reject);
          resolve();
        });
      });
    },
  };
}

function toReceivedMail(parsed: ParsedMail): ReceivedMail {
  const addresses = (field: ParsedMail["to"]) =>
    (Array.isArray(field) ? field : field ? [field] : []).flatMap((group) =>
      group.value.map((entry) => entry.address ?? ""),
    );
  return {
    from: addresses(parsed.from)[0] ?? "",
    to: addresses(parsed.to),
    subject: parsed.subject ?? "",
    text: parsed.text ?? "",
    html: parsed.html ?? false,
    replyTo: parsed.replyTo?.value[0]?.address,
    parsed,
  };
}

/** The mails a test SMTP server in another process wrote to `mailboxDir`, oldest first. */
export async function readMailbox(mailboxDir: string): Promise<ReceivedMail[]> {
  const files = (await readdir(mailboxDir).catch(() => [] as string[])).filter((file) => file.endsWith(".eml")).sort();
  return Promise.all(
    files.map(async (file) => toReceivedMail(await simpleParser(await readFile(path.join(mailboxDir, file))))),
  );
}
