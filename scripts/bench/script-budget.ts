// npm run bench:scripts — the script budget of the public pages (issue 37: at most 100 KB of script, compressed, on
// a page's first load). One page of each route of the sitemap, served by a production build (`npm start`), fetched
// as a browser does (Accept-Encoding: br, gzip): the bytes of script each page loads with itself, and those its
// first interaction starts (server/hydrate-on-intent.ts), and the web vitals collector its bootstrap loads after the
// page (counted in the budget). Writes docs/benchmarks/script-budget.md and exits non-zero
// when a page loads more than the budget with itself. A benchmark that prints figures, not a test.
import os from "node:os";
import path from "node:path";
import { log, ROOT, runMain } from "../stack";
import { kb, pageScripts, SCRIPT_BUDGET_KB } from "./page-scripts";
import { publicPages, startBenchServer } from "./server";
import { writeReport } from "./report";

const PORT = Number(process.env.PORT || 3000);

runMain(async () => {
  const server = await startBenchServer(PORT);
  try {
    const rows: string[] = [];
    const over: string[] = [];
    for (const page of await publicPages(server.origin)) {
      const { withPage, onInteraction, afterLoad, inlineChars } = await pageScripts(server.origin, page);
      const loaded = withPage.bytes + afterLoad.bytes;
      const within = loaded <= SCRIPT_BUDGET_KB * 1024;
      if (!within) over.push(page);
      const line = `| \`${page}\` | ${withPage.files} | ${kb(withPage.bytes)} | ${kb(afterLoad.bytes)} | ${onInteraction.files} | ${kb(onInteraction.bytes)} | ${kb(loaded + onInteraction.bytes)} | ${kb(inlineChars)} | ${within ? "yes" : "**no**"} |`;
      log(line);
      rows.push(line);
    }
    const report = `# Script budget of the public pages

Measured by \`npm run bench:scripts\` on ${new Date().toISOString().slice(0, 10)} (one-minute load average ${os.loadavg()[0]!.toFixed(1)}; sizes do not depend on it): a production build served by \`npm start\`, each page and script fetched as a browser does (\`Accept-Encoding: br, gzip\`), bytes as sent. One page of each route of the sitemap. Budget: ${SCRIPT_BUDGET_KB} KB of script loaded with the page (issue 37).

"With the page" is what the HTML makes the browser download as it arrives. The pages every visitor shares start Next.js's scripts on the visitor's first interaction (server/hydrate-on-intent.ts): those are "on the first interaction", and a visitor who only reads never downloads them. "After load" is the web vitals collector (web-vitals and its few lines), which the page's bootstrap loads once the page has loaded and the browser is idle, for the sampled share of page views; it counts in the budget with what the page loads with itself. "Inline" is the page's inline scripts (theme, bootstrap, loader, Next.js's payload), characters before compression, sent within the HTML.

| page | files with the page | with the page | after load | files on the first interaction | on the first interaction | all | inline | within the budget |
|---|---|---|---|---|---|---|---|---|
${rows.join("\n")}
`;
    const file = path.join(ROOT, "docs/benchmarks/script-budget.md");
    await writeReport(file, report);
    console.log(`\n${report}`);
    if (over.length) {
      log(`Over the ${SCRIPT_BUDGET_KB} KB budget: ${over.join(", ")}`);
      process.exitCode = 1;
    }
  } finally {
    await server.stop();
  }
});
