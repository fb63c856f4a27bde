import { readdirSync } from "node:fs";
import path from "node:path";
import { PUBLIC_ADMIN_PATHS } from "@/lib/auth/paths";

export const ADMIN_DIR = path.resolve(import.meta.dirname, "../../app/admin");

export interface AdminPageFile {
  /** The file, from app/admin: "(shell)/projects/edit/[id]/page.tsx". */
  file: string;
  /** The address its folders spell, route groups left out: "/admin/projects/edit/[id]". */
  route: string;
}

/**
 * Every page.tsx under app/admin, found on disk, so that a page added later is checked without editing the tests:
 * the pages' access test (tests/integration/admin-pages.test.ts) and the walk through every screen
 * (tests/e2e/admin-screens.serial.spec.ts).
 */
export function adminPageFiles(): AdminPageFile[] {
  return readdirSync(ADMIN_DIR, { recursive: true, encoding: "utf8" })
    .filter((file) => /(^|\/)page\.(ts|tsx|js|jsx)$/.test(file))
    .sort()
    .map((file) => ({
      file,
      route: [
        "/admin",
        ...path
          .dirname(file)
          .split(path.sep)
          .filter((segment) => segment !== "." && !/^\(.*\)$/.test(segment)),
      ].join("/"),
    }));
}

/**
 * Whether the walk of the screens (tests/e2e/admin-screens.serial.spec.ts) opens `route` signed in: every screen but
 * the signed-out ones (sign-in, password reset…), the sign-out screen apart, which asks a signed-in person.
 */
export function walkedSignedIn(route: string): boolean {
  return !PUBLIC_ADMIN_PATHS.includes(route) || route === "/admin/logout";
}
