import { ShieldAlertIcon } from "lucide-react";
import Link from "next/link";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { DASHBOARD_PATH } from "@/lib/auth/paths";

/** What a signed-in user sees on a page that their role may not open. */
export function AccessDenied() {
  return (
    <Alert variant="destructive" className="max-w-xl">
      <ShieldAlertIcon />
      <AlertTitle>
        <h1>Accès refusé</h1>
      </AlertTitle>
      <AlertDescription>
        <p>Votre rôle ne vous permet pas d&apos;accéder à cette page.</p>
        <Link href={DASHBOARD_PATH} className="font-medium underline underline-offset-4">
          Retour au tableau de bord
        </Link>
      </AlertDescription>
    </Alert>
  );
}
