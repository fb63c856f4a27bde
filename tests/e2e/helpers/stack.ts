import { readFileSync } from "node:fs";
import path from "node:path";

export interface E2EStack {
  baseURL: string;
  /** The throwaway database the server uses, for tests that arrange or check data directly. */
  databaseUrl: string;
  adminUrl: string;
  admin: { email: string; password: string };
  /** Folder where the e2e server's SMTP server files every mail it receives (read it with readMailbox). */
  mailboxDir: string;
  /** Where the app notifies visitors' requests (AGENCY_INBOX). */
  agencyInbox: string;
  /**
   * What the server's shared responses did, one JSON event a line (read it with sharedResponseEvents); absent for the
   * fallbacks' server, which loads no probe.
   */
  sharedResponsesEvents?: string;
}

/**
 * What tests/e2e/helpers/e2e-server.ts wrote once the server was up; or, when E2E_STACK_FILE names another file, that
 * server's (npm test walks the back office on the fallbacks' server: tests/e2e/helpers/offline-server.ts).
 */
export function e2eStack(): E2EStack {
  const file = process.env.E2E_STACK_FILE || path.join(import.meta.dirname, "../.stack.json");
  return JSON.parse(readFileSync(file, "utf8")) as E2EStack;
}
