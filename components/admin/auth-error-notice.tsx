import { CircleAlertIcon } from "lucide-react";
import { Alert, AlertDescription } from "@/components/ui/alert";

/** NextAuth's error codes (its `?error=` on the login page, which is its error page too), in French. */
const NEXTAUTH_ERRORS: Record<string, string> = {
  CredentialsSignin: "E-mail ou mot de passe incorrect.",
  SessionRequired: "Connectez-vous pour accéder à cette page.",
  AccessDenied: "Accès refusé.",
  Verification: "Ce lien de connexion a expiré ou a déjà servi.",
  Configuration: "La connexion est momentanément indisponible. Veuillez réessayer plus tard.",
};

/**
 * Why NextAuth sent the browser back to the login page. Any other value (a thrown error's message, a hand-written
 * address) gets the general message: the text of the address is never shown, so that no link can make the page say
 * something of its own.
 */
export function AuthErrorNotice({ error }: { error: string | undefined }) {
  if (!error) return null;
  return (
    <Alert variant="destructive" className="mb-4" data-testid="auth-error">
      <CircleAlertIcon />
      <AlertDescription>
        {Object.hasOwn(NEXTAUTH_ERRORS, error) ? NEXTAUTH_ERRORS[error] : "La connexion a échoué. Veuillez réessayer."}
      </AlertDescription>
    </Alert>
  );
}
