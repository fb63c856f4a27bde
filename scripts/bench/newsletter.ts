// npm run bench:newsletter — sending a newsletter campaign to BENCH_SUBSCRIBERS (100,000) confirmed subscribers:
// a throwaway PostgreSQL (migrated), the subscribers inserted in one generate_series, a campaign saved and started
// with lib/newsletter's own functions (the start is the INSERT … SELECT of every recipient), then two senders, each a
// process of its own (two instances), running lib/newsletter/campaign-sending.ts's sendCampaignMails — the pass the
// maintenance loop runs — with the rate setting at its maximum, against a real SMTP server (smtp-server, the library
// of tests/helpers/smtp.ts) in this process that counts the mails per envelope recipient and keeps nothing else.
//
// The rate is 1,000 mails a minute at most (NEWSLETTER_RATE_LIMITS), so that 100,000 mails take 100 minutes by
// design. To measure what the machinery itself sustains, the senders' clock is driven as the integration tests drive
// it: rounds in which both senders run a pass at the same minute (each pass stops when that minute's window is used
// up), the clock then moving one minute on. Mails per second are therefore the machine's capacity, the throttle
// being the limit in real time.
//
// Resumability: once BENCH_RESTART_AT (30.5 %) of the mails are accepted, the SMTP server holds its answers, waits
// until every mail it accepted is recorded as sent, and both sender processes are killed (SIGKILL) in the middle of
// their passes; fresh processes carry on from the database alone, the rows the dead ones had claimed being sent again
// once their lease is over. At the end every address must have received exactly one mail: the bench fails otherwise.
// Writes docs/benchmarks/newsletter.md.
import { type ChildProcess, fork } from "node:child_process";
import { randomBytes } from "node:crypto";
import os from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { applyMigrations } from "../db/migrate";
import { startThrowawayPostgres } from "../db/throwaway";
import { ensurePrismaClient } from "../prisma-generate";
import { log, ROOT, runMain } from "../stack";
import { writeReport } from "./report";

const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS || 100_000);
// 30.5 %, not 30 %: 30,000 of 100,000 is 30 full windows of 1,000, a moment when no pass is under way; the kill
// must fall in the middle of a pass, rows claimed and mails in flight.
const RESTART_AT = Math.round(SUBSCRIBERS * Number(process.env.BENCH_RESTART_AT || 0.305));
const SAMPLE_EVERY = Math.max(1, Math.min(10_000, Math.round(SUBSCRIBERS / 10)));
const SENDERS = 2;
const EXEC_ARGV = ["--import", "tsx", "--import", "./scripts/no-server-only.mjs"];

interface Memory {
  rss: number;
  heapUsed: number;
}
type SenderReply = { sent: number; failed: number; retried: number; skipped: number; memory: Memory };

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
const memoryNow = (): Memory => {
  const { rss, heapUsed } = process.memoryUsage();
  return { rss, heapUsed };
};

/** In a sender process: runs a pass of the real sender at the minute the bench sends, and answers its report. */
async function senderProcess(): Promise<void> {
  const { sendCampaignMails } = await import("@/lib/newsletter/campaign-sending");
  process.on("message", (message: { at: number }) => {
    void sendCampaignMails({ now: new Date(message.at) }).then(
      (report) => process.send!({ ...report, memory: memoryNow() } satisfies SenderReply),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
  process.send!("ready");
}

/** A real SMTP server that accepts every mail and counts it per envelope recipient; `hold` delays its answers. */
async function startCountingSink() {
  const counts = new Map<string, number>();
  const state = { accepted: 0, hold: false, held: [] as ((error?: Error) => void)[] };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      stream.resume();
      stream.on("end", () => {
        const accept = (error?: Error) => {
          if (error) return callback(error);
          for (const to of session.envelope.rcptTo)
            counts.set(to.address.toLowerCase(), (counts.get(to.address.toLowerCase()) ?? 0) + 1);
          state.accepted += 1;
          callback();
        };
        if (state.hold) state.held.push(accept);
        else accept();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.server.address() as { port: number }).port,
    counts,
    state,
    /** Answers every held mail with a temporary failure (their senders are gone): none of them is counted. */
    dropHeld() {
      for (const answer of state.held.splice(0))
        answer(Object.assign(new Error("Service unavailable"), { responseCode: 421 }));
      state.hold = false;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Sends `signal` to `child` and resolves once it has exited (at once if it already had). */
function ended(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill(signal);
  });
}

/** A sender process (an instance); `pass(at)` runs one pass at that minute and resolves with its report. */
async function startSender(env: NodeJS.ProcessEnv) {
  const child: ChildProcess = fork(path.join(ROOT, "scripts/bench/newsletter.ts"), ["--sender"], {
    cwd: ROOT,
    env,
    execArgv: EXEC_ARGV,
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  let waiting: { resolve: (reply: SenderReply) => void; reject: (error: Error) => void } | undefined;
  await new Promise<void>((resolve, reject) => {
    child.once("message", () => resolve());
    child.once("exit", (code) => reject(new Error(`A sender exited with ${code} before it was ready.`)));
  });
  child.on("message", (reply: SenderReply) => waiting?.resolve(reply));
  child.on("exit", (code, signal) => waiting?.reject(new Error(`sender exited (${code ?? signal})`)));
  return {
    child,
    pass(at: number): Promise<SenderReply> {
      return new Promise((resolve, reject) => {
        waiting = { resolve, reject };
        child.send({ at });
      });
    },
    kill: () => ended(child, "SIGKILL"),
    stop: () => ended(child, "SIGTERM"),
  };
}

async function main(): Promise<void> {
  ensurePrismaClient();
  const loadBefore = os.loadavg()[0]!;
  const database = await startThrowawayPostgres();
  const sink = await startCountingSink();
  const senders: Awaited<ReturnType<typeof startSender>>[] = [];
  try {
    await applyMigrations(database.url);
    const env = {
      ...process.env,
      DATABASE_URL: database.url,
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: String(sink.port),
      SITE_URL: process.env.SITE_URL || "https://www.exemple.ci",
      // Signs each mail's unsubscribe link (a throwaway secret for a throwaway database).
      NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET || randomBytes(32).toString("hex"),
    };
    Object.assign(process.env, env);
    const { db } = await import("@/lib/db");
    const { DEFAULT_SITE_SETTINGS } = await import("@/lib/settings/defaults");
    const { NEWSLETTER_RATE_LIMITS } = await import("@/lib/settings/schemas");
    const { campaignFieldsSchema } = await import("@/lib/newsletter/schemas");
    const { saveCampaign } = await import("@/lib/newsletter/campaigns");
    const { startCampaign, LEASE_MS } = await import("@/lib/newsletter/campaign-sending");

    const rate = NEWSLETTER_RATE_LIMITS.max;
    const settings = { ...DEFAULT_SITE_SETTINGS, newsletterMailsPerMinute: rate };
    await db.siteSettings.upsert({ where: { id: 1 }, create: { id: 1, ...settings }, update: settings });
    const admin = await db.user.create({
      data: { username: "mesure", email: "mesure@agence.ci", passwordHash: "-", role: "admin" },
      select: { id: true, username: true },
    });
    log(`Inserting ${SUBSCRIBERS} confirmed subscribers…`);
    let started = performance.now();
    await db.$executeRaw`
      INSERT INTO newsletter_subscribers (email, status, confirmed_at, consent_note)
      SELECT 'abonne' || n || '@exemple.ci', 'confirmed', now(), 'bench:newsletter'
      FROM generate_series(1, ${SUBSCRIBERS}::int) AS n`;
    await db.$executeRaw`ANALYZE newsletter_subscribers`;
    const insertSeconds = (performance.now() - started) / 1000;

    const { id } = await saveCampaign(
      undefined,
      campaignFieldsSchema.parse({
        title: "Les nouvelles de l'agence",
        intro: "Bonjour,\n\nVoici les nouvelles du mois.",
        kind: "free",
        content: `<p>${"Un paragraphe de nouvelles, comme une lettre en contient. ".repeat(20)}</p>`,
      }),
      admin,
    );
    log("Starting the campaign…");
    started = performance.now();
    const { recipients } = await startCampaign(id, admin);
    const startSeconds = (performance.now() - started) / 1000;
    log(`Subscribers inserted in ${insertSeconds.toFixed(1)} s; campaign started in ${startSeconds.toFixed(1)} s.`);
    if (recipients !== SUBSCRIBERS) throw new Error(`The start listed ${recipients} recipients, not ${SUBSCRIBERS}.`);
    const [campaign] = await db.$queryRaw<{ bytes: number }[]>`
      SELECT octet_length(mail_html) + octet_length(mail_text) AS bytes FROM newsletter_campaigns WHERE id = ${id}`;

    const rowsLeft = async () =>
      db.newsletterCampaignRecipient.count({ where: { campaignId: id, status: { in: ["pending", "sending"] } } });
    const sentRows = async () => db.newsletterCampaignRecipient.count({ where: { campaignId: id, status: "sent" } });

    const spawnSenders = async () => {
      senders.length = 0;
      for (let index = 0; index < SENDERS; index += 1) senders.push(await startSender(env));
    };
    await spawnSenders();
    const marks: { mails: number; seconds: number; memory: Memory[]; benchRss: number }[] = [];
    let minute = (Math.floor(Date.now() / 60_000) + 1) * 60_000;
    let restart: { at: number; leftSending: number; seconds: number } | undefined;
    let lastMemory: Memory[] = [];
    let activeSeconds = 0;
    let phaseStart = performance.now();
    let rounds = 0;
    log(`Sending with ${SENDERS} sender processes, ${rate} mails per (virtual) minute…`);
    while ((await rowsLeft()) > 0) {
      const passes = Promise.all(senders.map((sender) => sender.pass(minute)));
      if (!restart && sink.state.accepted < RESTART_AT && sink.state.accepted + rate >= RESTART_AT) {
        // This round crosses the restart point: hold the SMTP answers there, then kill both senders mid-pass.
        passes.catch(() => {});
        const holdBy = Date.now() + 120_000;
        while (sink.state.accepted < RESTART_AT) {
          if (Date.now() > holdBy) throw new Error(`The senders did not reach ${RESTART_AT} mails in 2 minutes.`);
          await new Promise((resolve) => setTimeout(resolve, 2));
        }
        sink.state.hold = true;
        const accepted = sink.state.accepted;
        const deadline = Date.now() + 30_000;
        while ((await sentRows()) < accepted) {
          if (Date.now() > deadline) throw new Error("The mails accepted were not all recorded as sent in 30 s.");
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await Promise.all(senders.map((sender) => sender.kill()));
        sink.dropHeld();
        lastMemory = []; // the killed processes' figures: the next mark waits for the fresh ones'
        activeSeconds += (performance.now() - phaseStart) / 1000;
        const leftSending = await db.newsletterCampaignRecipient.count({
          where: { campaignId: id, status: "sending" },
        });
        const restartStarted = performance.now();
        await spawnSenders();
        restart = { at: accepted, leftSending, seconds: (performance.now() - restartStarted) / 1000 };
        log(`Killed both senders at ${accepted} mails (${leftSending} rows left 'sending'); fresh senders started.`);
        phaseStart = performance.now();
      } else {
        const replies = await passes;
        lastMemory = replies.map((reply) => reply.memory);
        for (const reply of replies)
          if (reply.failed || reply.retried || reply.skipped)
            throw new Error(`A pass failed, retried or skipped mails: ${JSON.stringify(reply)}`);
      }
      rounds += 1;
      minute += 60_000;
      const mark = (marks.at(-1)?.mails ?? 0) + SAMPLE_EVERY;
      if (sink.state.accepted >= mark && lastMemory.length > 0) {
        const seconds = activeSeconds + (performance.now() - phaseStart) / 1000;
        marks.push({ mails: sink.state.accepted, seconds, memory: lastMemory, benchRss: memoryNow().rss });
        log(
          `${sink.state.accepted} mails, ${seconds.toFixed(1)} s; senders' RSS ${lastMemory.map((m) => mb(m.rss)).join(" / ")} MB`,
        );
      }
    }
    const sendSeconds = activeSeconds + (performance.now() - phaseStart) / 1000;
    await Promise.all(senders.map((sender) => sender.stop()));
    senders.length = 0;

    // Exactly one mail per recipient, counted at the SMTP server.
    const addresses = await db.$queryRaw<{ email: string }[]>`SELECT email FROM newsletter_subscribers`;
    let missing = 0;
    let duplicates = 0;
    for (const { email } of addresses) {
      const count = sink.counts.get(email) ?? 0;
      if (count === 0) missing += 1;
      else if (count > 1) duplicates += count - 1;
    }
    const strangers = [...sink.counts.keys()].filter((address) => !address.endsWith("@exemple.ci")).length;
    const final = await db.newsletterCampaign.findUniqueOrThrow({ where: { id } });
    const [size] = await db.$queryRaw<{ bytes: bigint }[]>`SELECT pg_database_size(current_database()) AS bytes`;
    await db.$disconnect();
    const loadAfter = os.loadavg()[0]!;
    if (missing || duplicates || strangers || sink.state.accepted !== SUBSCRIBERS || final.status !== "sent")
      throw new Error(
        `Not exactly one mail per subscriber: ${missing} missing, ${duplicates} duplicates, ${strangers} unknown addresses, ${sink.state.accepted} mails for ${SUBSCRIBERS} subscribers, campaign ${final.status}.`,
      );

    const f1 = (value: number) => value.toFixed(1);
    const rows = marks.map((mark, index) => {
      const previous = marks[index - 1] ?? { mails: 0, seconds: 0 };
      const perSecond = (mark.mails - previous.mails) / (mark.seconds - previous.seconds);
      return `| ${mark.mails.toLocaleString("en")} | ${f1(mark.seconds)} | ${perSecond.toFixed(0)} | ${mark.memory.map((m) => mb(m.rss)).join(" / ")} | ${mark.memory.map((m) => mb(m.heapUsed)).join(" / ")} | ${mb(mark.benchRss)} |`;
    });
    const command = `npm run bench:newsletter${process.env.BENCH_SUBSCRIBERS ? ` (BENCH_SUBSCRIBERS=${SUBSCRIBERS})` : ""}`;
    const report = `# Sending a newsletter campaign to ${SUBSCRIBERS.toLocaleString("en")} subscribers

Measured by \`${command}\` on ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} shared cores, Node ${process.version}, one-minute load average ${f1(loadBefore)} at the start and ${f1(loadAfter)} at the end.

A throwaway PostgreSQL 18 (migrated), ${SUBSCRIBERS.toLocaleString("en")} confirmed subscribers inserted by one \`generate_series\` (${f1(insertSeconds)} s), a free-text campaign saved with \`saveCampaign\` and started with \`startCampaign\` (the real start: the mail frozen, ${(campaign!.bytes / 1024).toFixed(1)} KB of HTML and text, and every confirmed subscriber listed by one INSERT … SELECT). Then ${SENDERS} sender processes (two instances, each with its own database pool and SMTP pool) run \`sendCampaignMails\` of lib/newsletter/campaign-sending.ts — the pass each instance's maintenance loop runs — with \`newsletterMailsPerMinute\` at its maximum, ${rate}. The SMTP server is a real one (\`smtp-server\`, the library of tests/helpers/smtp.ts) running in the bench's own process: it speaks the protocol, reads every message to its end and counts it per envelope recipient, and stores nothing else (writing ${SUBSCRIBERS.toLocaleString("en")} files would measure the disk).

**The clock.** At ${rate} mails a minute, ${SUBSCRIBERS.toLocaleString("en")} mails take ${(SUBSCRIBERS / rate).toFixed(0)} minutes whatever the machine: the throttle is the limit in real time. To measure the machinery under it, the senders' clock is driven as tests/integration/newsletter-campaigns.test.ts drives it: in each round both senders run a pass at the same minute (a pass stops once that minute's window of ${rate} is used up, shared through the campaign row), then the clock moves one minute on. Mails per second below are therefore what the two senders, PostgreSQL and the SMTP exchange sustain — the capacity above the throttle — not a real-time sending rate.

## Figures

- **Start** (the INSERT … SELECT of ${recipients.toLocaleString("en")} recipient rows, in \`startCampaign\`'s transaction): ${f1(startSeconds)} s.
- **Sending**: ${SUBSCRIBERS.toLocaleString("en")} mails in ${f1(sendSeconds)} s, ${(SUBSCRIBERS / sendSeconds).toFixed(0)} mails/s overall (${rounds} rounds; the restart's own time excluded), that is ${(((SUBSCRIBERS / sendSeconds) * 60) / rate).toFixed(0)}× the maximum setting of ${rate} a minute.
- **Restart**: at ${restart ? restart.at.toLocaleString("en") : "—"} mails both sender processes were killed (SIGKILL) in the middle of their passes, after the SMTP server had held its answers until every mail it had accepted was recorded as sent; ${restart?.leftSending ?? "—"} rows were left 'sending' (claimed, their mails never accepted). Fresh processes, started in ${restart ? f1(restart.seconds) : "—"} s, carried on from the database alone; the rows left 'sending' were sent once their lease (${LEASE_MS / 60_000} minutes of the senders' clock) was over.
- **Exactly once**: at the SMTP server, ${SUBSCRIBERS.toLocaleString("en")} mails for ${SUBSCRIBERS.toLocaleString("en")} addresses, ${missing} missing, ${duplicates} duplicates (the bench fails otherwise); the campaign ended 'sent' with ${final.sentCount.toLocaleString("en")} sent and ${final.failedCount} failed.
- Database at the end: ${(Number(size!.bytes) / 1024 / 1024).toFixed(0)} MB.

| mails accepted | seconds | mails/s in this stretch | senders' RSS (MB) | senders' heap used (MB) | bench process RSS (MB, SMTP server included) |
| --- | --- | --- | --- | --- | --- |
${rows.join("\n")}

The senders' memory is read in each process after its last pass before the mark; the processes after the restart are new ones, so their figures start again from a fresh process.
`;
    await writeReport(path.join(ROOT, "docs/benchmarks/newsletter.md"), report);
    console.log(report);
  } finally {
    await Promise.all(senders.map((sender) => sender.kill()));
    await sink.stop();
    await database.stop();
  }
}

if (process.argv.includes("--sender")) void senderProcess();
else runMain(main);
