import { sql } from "./db";

/** A link of the mail, as a path of the e2e server (the mail writes it with SITE_URL). */
export function linkPath(text: string, path: string): string {
  const match = new RegExp(`https?://\\S+?(${path}\\?jeton=[\\w.-]+)`).exec(text);
  if (!match) throw new Error(`No ${path} link in:\n${text}`);
  return match[1]!;
}

/** The subscription status of an address, as the database holds it. */
export const statusOf = async (email: string) =>
  (await sql<{ status: string }>("SELECT status FROM newsletter_subscribers WHERE email = $1", [email]))[0]?.status;
