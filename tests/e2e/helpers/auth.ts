import { randomBytes } from "node:crypto";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import type { Role } from "@/lib/auth/permissions";
import { hashPassword } from "@/lib/users/password";
import { sql } from "./db";
import { e2eStack } from "./stack";

export interface Account {
  id: number;
  username: string;
  email: string;
  password: string;
  role: Role;
}

/** The administrator the end-to-end server was seeded with (tests/e2e/.stack.json). */
export async function seededAdmin(): Promise<Account> {
  const { email, password } = e2eStack().admin;
  const [row] = await sql<{ id: number; username: string }>("SELECT id, username FROM users WHERE email = $1", [email]);
  return { id: row!.id, username: row!.username, email, password, role: "admin" };
}

const ACCOUNT_PASSWORD = "mot-de-passe-e2e-solide";
let accountPasswordHash: Promise<string> | undefined;

/** A new account of the given role with a unique name (tests run in parallel against one database). */
export async function createAccount(role: Role, name: string = role): Promise<Account> {
  const username = `${name}-${randomBytes(4).toString("hex")}`;
  const email = `${username}@e2e.test`;
  const [row] = await sql<{ id: number }>(
    "INSERT INTO users (username, email, password_hash, role, updated_at) VALUES ($1, $2, $3, $4, now()) RETURNING id",
    [username, email, await (accountPasswordHash ??= hashPassword(ACCOUNT_PASSWORD)), role],
  );
  return { id: row!.id, username, email, password: ACCOUNT_PASSWORD, role };
}

export async function deleteAccount(account: Pick<Account, "id">): Promise<void> {
  await sql("DELETE FROM users WHERE id = $1", [account.id]);
}

/**
 * Signs in through POST /api/auth/login, as the login page does: the session cookie lands in the page's browser
 * context (or in the API context given). Defaults to the seeded administrator.
 */
export async function signIn(
  target: Page | APIRequestContext,
  account?: Pick<Account, "email" | "password">,
  /** Another server than the e2e one (an instance a test started); the cookie holds for every port of localhost. */
  origin = "",
): Promise<Account> {
  const credentials = account ?? (await seededAdmin());
  const request = "request" in target ? target.request : target;
  const response = await request.post(`${origin}/api/auth/login`, {
    data: { email: credentials.email, password: credentials.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  return { ...(await response.json()).user, password: credentials.password };
}
