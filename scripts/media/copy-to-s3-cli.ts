// npm run media:copy-to-s3 — copies the uploads of the local folder (UPLOAD_DIR, default .data/uploads) into the
// S3 bucket that S3_BUCKET and the other S3_* variables configure, before switching a site to it. Run it again at
// will: what the bucket already holds with the same size is skipped. Needs no database.
import { ConfigurationError, storageEnv } from "../../lib/env";
import { localDiskStorage, uploadStorage } from "../../lib/media/storage";
import { loadEnvFiles, log, runMain, StartupError } from "../stack";
import { copyUploads } from "./copy-to-s3";

runMain(async () => {
  loadEnvFiles();
  let env;
  try {
    env = storageEnv();
  } catch (error) {
    if (error instanceof ConfigurationError) throw new StartupError(error.message);
    throw error;
  }
  if (!env.S3_BUCKET)
    throw new StartupError(
      "S3_BUCKET is not set: set S3_BUCKET, S3_REGION, S3_ENDPOINT (except for AWS), S3_ACCESS_KEY_ID and " +
        "S3_SECRET_ACCESS_KEY to the bucket to copy the uploads into (README 'Uploads on S3-compatible storage').",
    );
  const where = `s3://${env.S3_BUCKET}${env.S3_ENDPOINT ? ` at ${env.S3_ENDPOINT}` : ""}`;
  log(`Copying the uploads of ${env.UPLOAD_DIR} into ${where}…`);
  const started = performance.now();
  try {
    const report = await copyUploads(localDiskStorage(env.UPLOAD_DIR), uploadStorage(), (line) => console.log(line));
    const bytes = report.copied.reduce((sum, file) => sum + file.size, 0);
    log(
      `Done in ${Math.round(performance.now() - started)} ms: ${report.copied.length} copied (${bytes} bytes), ` +
        `${report.skipped.length} already in the bucket.`,
    );
  } catch (error) {
    throw new StartupError(
      `The copy stopped: ${error instanceof Error ? error.message : String(error)}. What was copied stays; run the command again to resume.`,
    );
  }
});
