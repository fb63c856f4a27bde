import "server-only";
import { recordActivity } from "@/lib/activities";
import { ApiError } from "@/lib/api";
import { db } from "@/lib/db";
import { DEFAULT_SITE_SETTINGS } from "@/lib/settings/defaults";
import type { SecuritySettingsInput } from "@/lib/settings/schemas";
import type { Actor } from "@/lib/users";

/** The back office's security settings (not public: never cached with the agency's details). */
export interface SecuritySettings {
  /** Administrators must sign in with a second factor; one without it enrols at the next sign-in. */
  requireAdminTwoFactor: boolean;
}

export async function findSecuritySettings(): Promise<SecuritySettings> {
  const row = await db.siteSettings.findUnique({ where: { id: 1 }, select: { requireAdminTwoFactor: true } });
  return { requireAdminTwoFactor: row?.requireAdminTwoFactor ?? false };
}

/**
 * Saves the security settings. Requiring two-factor of administrators takes effect at once: the sessions of
 * administrators without it end (lib/auth/sessions.ts checks it on every request) and they enrol when they sign in
 * again. The administrator who turns it on must have two-factor already, so as not to lock themselves out (409).
 */
export async function updateSecuritySettings(input: SecuritySettingsInput, actor: Actor): Promise<SecuritySettings> {
  return db.$transaction(async (tx) => {
    if (input.requireAdminTwoFactor) {
      const self = await tx.user.findUnique({ where: { id: actor.id }, select: { totpEnabledAt: true } });
      if (!self?.totpEnabledAt)
        throw ApiError.conflict(
          "Activez d'abord la double authentification sur votre propre compte (Mon compte / Sécurité).",
        );
    }
    const row = await tx.siteSettings.upsert({
      where: { id: 1 },
      create: { id: 1, ...DEFAULT_SITE_SETTINGS, requireAdminTwoFactor: input.requireAdminTwoFactor },
      update: { requireAdminTwoFactor: input.requireAdminTwoFactor },
      select: { requireAdminTwoFactor: true },
    });
    await recordActivity(
      {
        type: "settings",
        title: input.requireAdminTwoFactor
          ? "Double authentification obligatoire pour les administrateurs"
          : "Double authentification facultative pour les administrateurs",
        description: `Paramètre de sécurité modifié par ${actor.username}.`,
        actorId: actor.id,
      },
      tx,
    );
    return row;
  });
}
