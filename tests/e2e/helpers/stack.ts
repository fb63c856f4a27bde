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
  /** What the server's shared responses did, one JSON event a line (read it with sharedResponseEvents). */
  sharedResponsesEvents: string;
}

/** What tests/e2e/helpers/e2e-server.ts wrote once the server was up. */
export function e2eStack(): E2EStack {
  return JSON.parse(readFileSync(path.join(import.meta.dirname, "../.stack.json"), "utf8")) as E2EStack;
}
