// PostgreSQL's archive_command and restore_command for the embedded database (scripts/backup/continuous.ts):
//
//   node wal-archive.mjs archive <file to archive (%p)> <archived copy>   — once per WAL segment, by PostgreSQL
//   node wal-archive.mjs restore <archived copy> <where PostgreSQL wants it (%p)>   — during a recovery
//
// A segment is stored gzipped (most of a segment closed early by archive_timeout is zeros) under a temporary name,
// flushed to the disk, then renamed: a copy that exists is complete. As PostgreSQL's documentation asks, an existing
// copy is never overwritten: the same bytes again answer success (an archiving retried after a crash), other bytes a
// failure, which PostgreSQL retries and logs. Plain JavaScript with Node's own modules only: PostgreSQL starts it for
// each segment, as its own system user.
import { closeSync, existsSync, fsyncSync, openSync, readFileSync, renameSync, rmSync, writeSync } from "node:fs";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";

/** Writes `bytes` to `file` all or nothing, flushed to the disk with the folder that names it. */
function writeDurably(file, bytes, mode) {
  const partial = path.join(path.dirname(file), `.${path.basename(file)}.partial-${process.pid}`);
  try {
    const fd = openSync(partial, "w", mode);
    try {
      writeSync(fd, bytes);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(partial, file);
    const dir = openSync(path.dirname(file), "r");
    try {
      fsyncSync(dir);
    } finally {
      closeSync(dir);
    }
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}

const [mode, from, to] = process.argv.slice(2);
try {
  if (mode === "archive") {
    const segment = readFileSync(from);
    if (existsSync(to)) {
      if (gunzipSync(readFileSync(to)).equals(segment)) process.exit(0);
      console.error(`✖ ${to} is already archived with other contents: not overwritten.`);
      process.exit(1);
    }
    writeDurably(to, gzipSync(segment, { level: 1 }), 0o600);
  } else if (mode === "restore") {
    // No such segment: the end of the archive, which PostgreSQL expects to meet (a non-zero exit, said nothing).
    if (!existsSync(from)) process.exit(1);
    writeDurably(to, gunzipSync(readFileSync(from)), 0o600);
  } else {
    console.error("usage: wal-archive.mjs archive|restore <from> <to>");
    process.exit(2);
  }
} catch (error) {
  console.error(`✖ WAL ${mode} of ${from} failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
