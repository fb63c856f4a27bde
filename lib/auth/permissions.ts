import type { Role } from "@/lib/generated/prisma/enums";

export type { Role };

export const ROLES = ["user", "editor", "admin"] as const satisfies readonly Role[];

const EVERYONE: readonly Role[] = ROLES;
const EDITORS: readonly Role[] = ["editor", "admin"];
const ADMINS: readonly Role[] = ["admin"];

/**
 * The one permission table of the back office, enforced on the server by every admin route handler and
 * server action, and read by the screens to hide what a role may not do.
 * - admin: everything, including users and settings;
 * - editor: dashboard, blog articles and categories, projects, messages, newsletter, activities, uploads;
 * - user: may sign in and read the dashboard, lists and previews; no writes but to their own account (Mon compte).
 */
export const PERMISSIONS = {
  "dashboard:read": EVERYONE,
  "blog:read": EVERYONE,
  "blog:write": EDITORS,
  "categories:read": EVERYONE,
  "categories:write": EDITORS,
  "projects:read": EVERYONE,
  "projects:write": EDITORS,
  "messages:read": EVERYONE,
  "messages:write": EDITORS,
  "activities:read": EVERYONE,
  "activities:write": EDITORS,
  /** The newsletter's subscribers: the list and its export; the import (a consent note required). */
  "newsletter:read": EVERYONE,
  "newsletter:write": EDITORS,
  "media:write": EDITORS,
  "users:read": ADMINS,
  "users:write": ADMINS,
  "settings:read": ADMINS,
  "settings:write": ADMINS,
  /** 'Données personnelles': find, export and erase everything stored about a person (lib/privacy). */
  "privacy:manage": ADMINS,
  /** 'Mon compte': one's own two-factor and sessions (the domain checks that the account is the caller's). */
  "account:write": EVERYONE,
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

export function can(role: Role | null | undefined, permission: Permission): boolean {
  return role !== null && role !== undefined && (PERMISSIONS[permission] as readonly Role[]).includes(role);
}
