import { type DateInput, formatDateTime, toDate } from "@/lib/dates";
import type { Role } from "@/lib/generated/prisma/enums";
import { matchesSearch } from "@/lib/text";

export const ROLE_LABELS: Readonly<Record<Role, string>> = {
  user: "Utilisateur",
  editor: "Éditeur",
  admin: "Administrateur",
};

/** Badge colours of the spec: red for admin, blue for editor, green for user (Badge variants). */
export const ROLE_BADGE_VARIANT = { admin: "destructive", editor: "info", user: "success" } as const satisfies Record<
  Role,
  string
>;

export const RECENT_LOGIN_DAYS = 7;
const DAY_MS = 86_400_000;

export interface LastLoginStatus {
  /** The date and time of the last sign-in, or 'Jamais connecté'. */
  label: string;
  indicator: "Connecté récemment" | "Inactif récemment" | "Compte inactif";
  tone: "active" | "idle" | "inactive";
}

/**
 * The last-login column: 'Connecté récemment' when the last sign-in is today or within the last 7 days,
 * otherwise 'Inactif récemment'; never signed in: 'Jamais connecté' and 'Compte inactif'.
 */
export function lastLoginStatus(lastLogin: DateInput, now: Date): LastLoginStatus {
  const date = toDate(lastLogin);
  if (!date) return { label: "Jamais connecté", indicator: "Compte inactif", tone: "inactive" };
  const recent = now.getTime() - date.getTime() <= RECENT_LOGIN_DAYS * DAY_MS;
  return recent
    ? { label: formatDateTime(date), indicator: "Connecté récemment", tone: "active" }
    : { label: formatDateTime(date), indicator: "Inactif récemment", tone: "idle" };
}

/** Case-insensitive search over username, e-mail and role (its key or its French label). */
export function userMatchesSearch(user: { username: string; email: string; role: Role }, query: string): boolean {
  return matchesSearch([user.username, user.email, user.role, ROLE_LABELS[user.role]], query);
}
