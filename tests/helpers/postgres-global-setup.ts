import type { TestProject } from "vitest/node";
import { createDatabaseIfMissing } from "../../scripts/db/embedded";
import { applyMigrations } from "../../scripts/db/migrate";
import { startThrowawayPostgres } from "../../scripts/db/throwaway";

export const TEMPLATE_DATABASE = "agency_template";

/**
 * One throwaway PostgreSQL for the whole integration run (never the data of `npm start`), with a
 * migrated template database that each test file clones (tests/helpers/database-per-file.ts).
 * With TEST_DATABASE_ADMIN_URL set, an existing server is used instead and only databases are created.
 */
export default async function setup(project: TestProject) {
  const external = process.env.TEST_DATABASE_ADMIN_URL;
  const server = external ? undefined : await startThrowawayPostgres(TEMPLATE_DATABASE);
  const adminUrl = external ?? server!.adminUrl;
  const templateUrl = withDatabase(adminUrl, TEMPLATE_DATABASE);
  if (external) await createDatabaseIfMissing(adminUrl, TEMPLATE_DATABASE);
  await applyMigrations(templateUrl);
  project.provide("postgresAdminUrl", adminUrl);
  return async () => {
    await server?.stop();
  };
}

export function withDatabase(url: string, database: string) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

declare module "vitest" {
  export interface ProvidedContext {
    postgresAdminUrl: string;
  }
}
