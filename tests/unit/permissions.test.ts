import { describe, expect, it } from "vitest";
import { can, type Permission, PERMISSIONS, ROLES } from "@/lib/auth/permissions";

const permissions = Object.keys(PERMISSIONS) as Permission[];

describe("permission table", () => {
  it("lets an admin do everything", () => {
    for (const permission of permissions) expect(can("admin", permission)).toBe(true);
  });

  it("lets an editor do everything but users, settings and personal data", () => {
    for (const permission of permissions) {
      expect(can("editor", permission), permission).toBe(
        !permission.startsWith("users:") && !permission.startsWith("settings:") && !permission.startsWith("privacy:"),
      );
    }
  });

  it("lets a user read the dashboard, lists and previews, and write nothing but their own account", () => {
    for (const permission of permissions) {
      const allowed =
        permission === "account:write" ||
        (permission.endsWith(":read") && !permission.startsWith("users:") && !permission.startsWith("settings:"));
      expect(can("user", permission), permission).toBe(allowed);
    }
  });

  it("refuses everything without a role", () => {
    for (const permission of permissions) {
      expect(can(null, permission)).toBe(false);
      expect(can(undefined, permission)).toBe(false);
    }
  });

  it("names only known roles", () => {
    for (const roles of Object.values(PERMISSIONS)) for (const role of roles) expect(ROLES).toContain(role);
  });
});
