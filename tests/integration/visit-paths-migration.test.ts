import { describe, expect, it } from "vitest";
import { applyMigrations } from "../../scripts/db/migrate";
import { createDatabaseBefore, withClient } from "../helpers/databases";

const RIGHT_TO_LEFT_OVERRIDE = "\u202E";

describe("the migration that strips bidirectional controls from visited paths", () => {
  it("cleans the stored paths and adds the day counters of a disguised path to the clean one's", async () => {
    const { url, pending } = await createDatabaseBefore(/_visit_paths_without_bidi_controls$/);
    await withClient(url, async (client) => {
      await client.query(
        `INSERT INTO visits (session_id, page, created_at) VALUES
           ('00000000-0000-4000-8000-000000000001', $1, '2026-11-20T10:00:00Z'),
           ('00000000-0000-4000-8000-000000000002', '/contact', '2026-11-20T11:00:00Z')`,
        [`/${RIGHT_TO_LEFT_OVERRIDE}tcatnoc`],
      );
      await client.query(
        `INSERT INTO visit_daily_pages (day, page, visits) VALUES
           ('2026-11-20', $1, 2), ('2026-11-20', '/contact', 3), ('2026-11-21', $2, 1)`,
        [`/${RIGHT_TO_LEFT_OVERRIDE}tcatnoc`, `/blog\u2066x\u2069`],
      );
    });
    expect(await applyMigrations(url)).toEqual(pending);
    const rows = await withClient(url, async (client) => ({
      visits: (await client.query<{ page: string }>("SELECT page FROM visits ORDER BY page")).rows,
      days: (
        await client.query<{ day: string; page: string; visits: number }>(
          "SELECT to_char(day, 'YYYY-MM-DD') AS day, page, visits FROM visit_daily_pages ORDER BY day, page",
        )
      ).rows,
    }));
    expect(rows.visits).toEqual([{ page: "/contact" }, { page: "/tcatnoc" }]);
    expect(rows.days).toEqual([
      { day: "2026-11-20", page: "/contact", visits: 3 },
      { day: "2026-11-20", page: "/tcatnoc", visits: 2 },
      { day: "2026-11-21", page: "/blogx", visits: 1 },
    ]);
  });
});
