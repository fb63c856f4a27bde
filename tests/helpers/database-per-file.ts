import { randomBytes } from "node:crypto";
import { inject } from "vitest";
import { createDatabaseIfMissing } from "../../scripts/db/embedded";
import { TEMPLATE_DATABASE, withDatabase } from "./postgres-global-setup";

// Each test file gets its own database, cloned from the migrated template in a few milliseconds,
// before any module reads DATABASE_URL: files run in parallel without seeing each other's rows.
const adminUrl = inject("postgresAdminUrl");
const database = `test_${randomBytes(6).toString("hex")}`;
await createDatabaseIfMissing(adminUrl, database, TEMPLATE_DATABASE);
process.env.DATABASE_URL = withDatabase(adminUrl, database);
process.env.DATABASE_POOL_SIZE ??= "5";
