// Where every benchmark writes its report: docs/benchmarks is checked by `prettier --check .` in npm test, so a
// report is written formatted (a table's columns padded), as a person would commit it.
import { writeFile } from "node:fs/promises";
import * as prettier from "prettier";

/** Writes `markdown` to `file`, formatted as the repository's Prettier settings say. */
export async function writeReport(file: string, markdown: string): Promise<void> {
  await writeFile(file, await prettier.format(markdown, { ...(await prettier.resolveConfig(file)), filepath: file }));
}
