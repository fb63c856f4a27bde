import type { Metadata } from "next";
import { CredentialsSection } from "@/components/admin/account/credentials-section";
import { SecuritySection } from "@/components/admin/account/security-section";
import { PageHeader } from "@/components/admin/page-header";
import { listSessionsFor } from "@/lib/auth/sessions";
import { adminPage } from "@/lib/auth/page";
import { twoFactorStatus } from "@/lib/auth/two-factor";
import { findSecuritySettings } from "@/lib/settings/security";
import {
  changeMyEmailAction,
  changeMyPasswordAction,
  confirmEnrolmentAction,
  disableTwoFactorAction,
  endMyOtherSessionsAction,
  endMySessionAction,
  regenerateRecoveryCodesAction,
  startEnrolmentAction,
} from "./actions";

export const metadata: Metadata = { title: "Mon compte" };

export default adminPage("/admin/account", {
  permission: "account:write",
  title: "Mon compte",
  load: async ({ user }) => {
    const [twoFactor, sessions, security] = await Promise.all([
      twoFactorStatus(user.id),
      listSessionsFor(user.id, user),
      findSecuritySettings(),
    ]);
    return { twoFactor, sessions, requiredForMe: user.role === "admin" && security.requireAdminTwoFactor };
  },
  loadError: "Impossible de charger votre compte. Veuillez réessayer plus tard.",
  render: ({ twoFactor, sessions, requiredForMe }, { title, user }) => (
    <>
      <PageHeader title={title} description={`Connecté en tant que ${user.username} (${user.email}).`} />
      <CredentialsSection
        email={user.email}
        actions={{ changePassword: changeMyPasswordAction, changeEmail: changeMyEmailAction }}
      />
      <SecuritySection
        twoFactor={twoFactor}
        requiredForMe={requiredForMe}
        sessions={sessions}
        actions={{
          startEnrolment: startEnrolmentAction,
          confirmEnrolment: confirmEnrolmentAction,
          regenerateRecoveryCodes: regenerateRecoveryCodesAction,
          disableTwoFactor: disableTwoFactorAction,
          endSession: endMySessionAction,
          endOtherSessions: endMyOtherSessionsAction,
        }}
      />
    </>
  ),
});
