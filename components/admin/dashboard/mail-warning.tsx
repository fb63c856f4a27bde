import { MailWarningIcon } from "lucide-react";
import Link from "next/link";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { mailDeliveryHealth } from "@/lib/messages";
import { mailAlerts } from "@/lib/messages/rules";

/**
 * The dashboard's warning about the agency's notifications: the mail server failing for more than
 * MAIL_ALERT_AFTER_MINUTES, notifications whose sending is unknown, or given up. Nothing when all is well (or when
 * it cannot be read: the dashboard says so elsewhere).
 */
export async function MailWarning() {
  const health = await mailDeliveryHealth().catch((error: unknown) => {
    console.error("Mail delivery health failed:", error instanceof Error ? error.message : error);
    return null;
  });
  const alerts = health ? mailAlerts(health, new Date()) : [];
  if (alerts.length === 0) return null;
  return (
    <Alert variant="destructive" className="mb-6" data-testid="mail-warning">
      <MailWarningIcon />
      <AlertTitle>Notifications e-mail</AlertTitle>
      <AlertDescription>
        {alerts.map((alert) => (
          <p key={alert}>{alert}</p>
        ))}
        <Link href="/admin/messages" className="font-medium underline underline-offset-4">
          Voir les messages
        </Link>
      </AlertDescription>
    </Alert>
  );
}
