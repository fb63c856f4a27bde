// Copies uploads from one storage into another (the local folder into the S3 bucket, for npm run media:copy-to-s3).
import type { UploadStorage } from "../../lib/media/storage";

export interface CopyReport {
  copied: { name: string; size: number }[];
  /** Already in the target with the same size: not sent again. */
  skipped: string[];
}

/**
 * Copies every upload of `source` into `target`, skipping those the target already holds with the same size, so
 * that running it again (after a failure, or after more uploads) only sends what is missing. Each copy is read
 * back (its size) before the next. Stops at the first failure: what was copied stays, and a new run resumes.
 */
export async function copyUploads(
  source: UploadStorage,
  target: UploadStorage,
  onProgress: (line: string) => void = () => {},
): Promise<CopyReport> {
  const report: CopyReport = { copied: [], skipped: [] };
  for (const name of (await source.list()).sort()) {
    const bytes = await source.read(name);
    if (!bytes) continue; // removed since it was listed
    if ((await target.size(name)) === bytes.byteLength) {
      report.skipped.push(name);
      onProgress(`  skipped ${name} (already there, same size)`);
      continue;
    }
    await target.write(name, bytes);
    const stored = await target.size(name);
    if (stored !== bytes.byteLength)
      throw new Error(`${name} reads back as ${stored ?? "missing"} instead of ${bytes.byteLength} bytes.`);
    report.copied.push({ name, size: bytes.byteLength });
    onProgress(`  copied ${name} (${bytes.byteLength} bytes)`);
  }
  return report;
}
