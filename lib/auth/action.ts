import "server-only";
import { unstable_rethrow } from "next/navigation";
import type { z } from "@/lib/zod";
import { toApiError, zodError } from "@/lib/api";
import type { ActionResult } from "@/lib/auth/action-result";
import { declarePermission, requirePermission } from "@/lib/auth/guard";
import type { Permission } from "@/lib/auth/permissions";
import type { SignedInUser } from "@/lib/auth/session";

export type { ActionResult } from "@/lib/auth/action-result";

/**
 * The one wrapper for server actions: session, then permission, then the zod parse, then the domain call.
 *
 *   "use server";
 *   export const saveSiteSettings = adminAction("settings:write", siteSettingsSchema, (input, user) => updateSiteSettings(input, user));
 *
 * It answers `{ ok: true, data }` or `{ ok: false, status, error, fieldErrors }` with French messages (401 without a
 * session, 403 without the permission, 400 for bad input, and whatever ApiError the domain throws); redirect()
 * and notFound() called inside pass through. Declare every exported action this way: the access-control tests
 * find each one and check that it refuses visitors and roles without the permission.
 */
export function adminAction<Schema extends z.ZodType, Data>(
  permission: Permission,
  schema: Schema,
  run: (input: z.output<Schema>, user: SignedInUser) => Promise<Data>,
): (input: z.input<Schema>) => Promise<ActionResult<Data>> {
  const action = async (input: z.input<Schema>): Promise<ActionResult<Data>> => {
    try {
      const user = await requirePermission(permission);
      const parsed = schema.safeParse(input);
      if (!parsed.success) throw zodError(parsed.error);
      return { ok: true, data: await run(parsed.data, user) };
    } catch (error) {
      unstable_rethrow(error);
      const failure = toApiError(error);
      return {
        ok: false,
        status: failure.status,
        error: failure.message,
        ...(failure.extra.fieldErrors ? { fieldErrors: failure.extra.fieldErrors } : {}),
      };
    }
  };
  return declarePermission(action, permission);
}
