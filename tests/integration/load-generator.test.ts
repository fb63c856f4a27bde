import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { createEmptyDatabase, withClient } from "../helpers/databases";

// The scale benchmarks (bench:admin, docs/benchmarks) depend on this script; it is run here as a user runs it.
describe("npm run db:generate-load", () => {
  it("fills an empty database with the asked volumes, the seed's administrator and rollups that match the visits", async () => {
    const url = await createEmptyDatabase();
    const run = spawnSync(
      "npm",
      [
        "run",
        "--silent",
        "db:generate-load",
        "--",
        "--visits",
        "500",
        "--conversions",
        "40",
        "--posts",
        "12",
        "--projects",
        "7",
        "--vitals",
        "300",
      ],
      {
        cwd: process.cwd(),
        env: { ...process.env, DATABASE_URL: url },
        encoding: "utf8",
      },
    );
    expect(run.stderr).not.toMatch(/Error/);
    expect(run.status).toBe(0);

    const counts = await withClient(url, async (client) => {
      const count = async (sql: string) => Number((await client.query<{ n: string }>(sql)).rows[0]!.n);
      return {
        generatedPosts: await count("SELECT count(*) AS n FROM blog_posts WHERE slug LIKE 'article-charge-%'"),
        generatedProjects: await count("SELECT count(*) AS n FROM projects WHERE title LIKE 'Projet de charge %'"),
        generatedConversions: await count(
          "SELECT count(*) AS n FROM form_conversions WHERE user_email LIKE 'visiteur%@exemple.ci'",
        ),
        visits: await count("SELECT count(*) AS n FROM visits"),
        visitsInRollups: await count("SELECT coalesce(sum(visits), 0) AS n FROM visit_daily_totals"),
        sessions: await count("SELECT count(*) AS n FROM visitor_sessions"),
        distinctSessions: await count("SELECT count(DISTINCT session_id) AS n FROM visits"),
        vitalsPageViews: await count(
          "SELECT coalesce(sum(count), 0) AS n FROM web_vital_buckets WHERE dimension = 'all' AND metric = 'LCP'",
        ),
        vitalsPageViewsByWeek: await count(
          "SELECT coalesce(sum(count), 0) AS n FROM web_vital_period_buckets WHERE dimension = 'all' AND metric = 'LCP' AND grain = 'week'",
        ),
        vitalsPageViewsByMonth: await count(
          "SELECT coalesce(sum(count), 0) AS n FROM web_vital_period_buckets WHERE dimension = 'all' AND metric = 'LCP' AND grain = 'month'",
        ),
        administrators: await count(
          "SELECT count(*) AS n FROM users WHERE email = 'admin@agence-digitale.ci' AND role = 'admin'",
        ),
      };
    });
    expect(counts).toEqual({
      generatedPosts: 12,
      generatedProjects: 7,
      generatedConversions: 40,
      visits: 500,
      visitsInRollups: 500,
      sessions: counts.distinctSessions,
      distinctSessions: 100,
      vitalsPageViews: 300,
      vitalsPageViewsByWeek: 300,
      vitalsPageViewsByMonth: 300,
      administrators: 1,
    });
  }, 120_000);
});
