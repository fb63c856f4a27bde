// npm run bench:login — does a failed sign-in take as long for an unknown e-mail as for a wrong password?
// (An unknown e-mail is checked against a dummy argon2id hash, so that timing does not tell which accounts
// exist.) Runs lib/auth's authenticate() against a throwaway PostgreSQL and writes docs/benchmarks/login-timing.md.
// scripts/no-server-only.mjs lets it import lib/ modules marked server-only.
import os from "node:os";
import path from "node:path";
import { startThrowawayPostgres } from "../db/throwaway";
import { applyMigrations } from "../db/migrate";
import { ensurePrismaClient } from "../prisma-generate";
import { log, ROOT, runMain } from "../stack";
import { writeReport } from "./report";

const ROUNDS = Number(process.env.BENCH_RUNS || 30);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const p90 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.9)]!;

runMain(async () => {
  ensurePrismaClient();
  const database = await startThrowawayPostgres();
  try {
    await applyMigrations(database.url);
    process.env.DATABASE_URL = database.url;
    const { db } = await import("@/lib/db");
    const { authenticate } = await import("@/lib/auth/login");
    const { hashPassword } = await import("@/lib/users/password");
    await db.user.create({
      data: {
        username: "mesure",
        email: "mesure@agence.ci",
        passwordHash: await hashPassword("le-bon-mot-de-passe"),
        role: "editor",
      },
    });

    const failedAttempt = async (email: string, round: number) => {
      const started = performance.now();
      await authenticate(
        { email, password: "un-mauvais-mot-de-passe" },
        { clientAddress: `192.0.2.${round % 250}` },
      ).catch(() => {});
      const elapsed = performance.now() - started;
      // Forget the failure, so that the throttle never refuses before the password is checked.
      await db.loginFailure.deleteMany();
      return elapsed;
    };
    for (let round = 0; round < 3; round += 1) await failedAttempt("echauffement@agence.ci", round);
    const unknown: number[] = [];
    const wrongPassword: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      unknown.push(await failedAttempt(`inconnu-${round}@agence.ci`, round));
      wrongPassword.push(await failedAttempt("mesure@agence.ci", round));
    }
    await db.$disconnect();

    const row = (name: string, values: number[]) =>
      `| ${name} | ${median(values).toFixed(0)} ms | ${p90(values).toFixed(0)} ms |`;
    const report = [
      "# Failed sign-in: unknown e-mail against wrong password",
      "",
      `Measured by \`npm run bench:login\` on ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, Node ${process.version}, ${ROUNDS} attempts each (lib/auth/login.ts \`authenticate\`, throwaway PostgreSQL, rate-limit bookkeeping included).`,
      "",
      "| attempt | median | p90 |",
      "|---|---|---|",
      row("unknown e-mail", unknown),
      row("known e-mail, wrong password", wrongPassword),
      "",
      "Both verify an argon2id hash (the unknown e-mail against a dummy one), so their times should be within a few milliseconds.",
      "",
    ].join("\n");
    await writeReport(path.join(ROOT, "docs/benchmarks/login-timing.md"), report);
    log(report);
  } finally {
    await database.stop();
  }
});
