import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT || 3100);
const WALK = /admin-screens\.serial\.spec\.ts$/;

// Playwright cannot download its browsers here: the tests drive Debian's Chromium (scripts/test.ts installs it).
const chromium = {
  executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS || 2),
  retries: 0,
  forbidOnly: true,
  // Hang guards, not timed tests (speed is measured by benchmarks): on two cores shared with other builds and test
  // runs, a step takes several times what it takes on a quiet machine. test.slow() triples them for long journeys.
  timeout: 90_000,
  expect: { timeout: 30_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: "fr-FR",
    timezoneId: "Africa/Abidjan",
    // A trace's screencast (JPEG frames of every repaint) cost Chromium a third of the end-to-end CPU on this machine,
    // and the DOM snapshots without it a tenth more (docs/benchmarks/test-suite.md): npm test (CI) records none, as a
    // failure's own report names the step and keeps the page's state (error-context.md); a spec run by hand records
    // the snapshots of a failing test.
    trace: process.env.CI ? "off" : { mode: "retain-on-failure", screenshots: false },
    launchOptions: chromium,
  },
  projects: [
    {
      name: "chromium",
      use: { ...devices["Desktop Chrome"], launchOptions: chromium },
      testIgnore: /\.serial\.spec\.ts$/,
    },
    // Tests that change global state (all activities read, the site settings) run alone, after the others. npm test
    // runs them in a second invocation with --no-deps, so that they run and report whatever the parallel specs did;
    // the dependency keeps them apart in a plain `npx playwright test`.
    {
      name: "serial",
      use: { ...devices["Desktop Chrome"], launchOptions: chromium },
      testMatch: /\.serial\.spec\.ts$/,
      testIgnore: WALK,
      dependencies: ["chromium"],
      workers: 1,
      fullyParallel: false,
    },
    // The walk of the back-office screens (its four tests took 12 of the serial specs' 21 minutes one after the
    // other) changes what the lists show and marks every activity read, as a serial spec does, but nothing one of its
    // tests reads from another: they run two at a time, after the serial specs (npm test: a third invocation, beside
    // the serial specs, against the fallbacks' server).
    {
      name: "walk",
      use: { ...devices["Desktop Chrome"], launchOptions: chromium },
      testMatch: WALK,
      dependencies: ["serial"],
      fullyParallel: true,
    },
  ],
  // npm test starts the server once for its three invocations (scripts/test.ts) and says so.
  webServer: process.env.E2E_SERVER_RUNNING
    ? undefined
    : {
        command: "npx tsx tests/e2e/helpers/e2e-server.ts",
        url: `http://localhost:${port}/`,
        timeout: 600_000,
        reuseExistingServer: false,
        // Lets tests/e2e/helpers/e2e-server.ts stop its PostgreSQL and remove its temporary folder.
        gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
        stdout: "pipe",
        stderr: "pipe",
        env: { E2E_PORT: String(port) },
      },
});
