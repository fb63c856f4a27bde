import { ShieldCheckIcon } from "lucide-react";
import { Alert, AlertDescription } from "@/components/ui/alert";

/** What enrolling shows: the QR code (an SVG made on the server) and the key to type into an app that cannot scan. */
export interface EnrolmentView {
  secret: string;
  qrSvg: string;
}

/** The QR code and the manual key of an enrolment (login page and 'Mon compte'). */
export function EnrolmentCode({ enrolment }: { enrolment: EnrolmentView }) {
  return (
    <>
      <div
        className="mx-auto w-48 rounded-md bg-white p-2"
        role="img"
        aria-label="QR code d'activation de la double authentification"
        dangerouslySetInnerHTML={{ __html: enrolment.qrSvg }}
      />
      <p>
        Ou saisissez cette clé dans l&apos;application :{" "}
        <code className="break-all rounded bg-muted px-1 font-mono" data-testid="two-factor-secret">
          {enrolment.secret}
        </code>
      </p>
    </>
  );
}

/** New recovery codes, shown once (after an enrolment or a renewal). */
export function RecoveryCodesList({ codes, intro }: { codes: string[]; intro: string }) {
  return (
    <>
      <Alert>
        <ShieldCheckIcon />
        <AlertDescription>
          {intro} Notez ces codes de secours et gardez-les en lieu sûr : chacun permet de vous connecter une fois si
          vous n&apos;avez plus accès à votre application. Ils ne seront plus affichés.
        </AlertDescription>
      </Alert>
      <ul
        className="grid grid-cols-2 gap-2 rounded-md border bg-muted p-3 font-mono text-sm"
        data-testid="recovery-code-list"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
    </>
  );
}
