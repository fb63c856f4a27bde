// npm run db:migrate — applies pending migrations to DATABASE_URL, or to the embedded database of `npm start`.
import path from "node:path";
import { loadEnvFiles, log, openDatabase, ROOT, runMain } from "../stack";
import { continuousArchiving } from "../backup/config";
import { applyMigrations } from "./migrate";

runMain(async () => {
  loadEnvFiles();
  const database = await openDatabase({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: path.join(ROOT, ".data/postgres"),
    archiving: continuousArchiving(),
  });
  try {
    const applied = await applyMigrations(database.url);
    log(applied.length ? `Applied: ${applied.join(", ")}` : "The database is up to date.");
  } finally {
    await database.stop();
  }
});
