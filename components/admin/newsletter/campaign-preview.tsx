import { UserText } from "@/components/admin/user-text";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { CampaignMail } from "@/lib/newsletter/campaigns";

/**
 * The exact mail a subscriber receives: its HTML in a sandboxed frame (no script, no navigation from the back
 * office), and its plain-text version in a region the keyboard can scroll.
 */
export function CampaignPreview({ mail }: { mail: CampaignMail }) {
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>
          <h2>Aperçu de l&apos;e-mail</h2>
        </CardTitle>
        <CardDescription>
          Objet :{" "}
          <strong className="text-foreground">
            <UserText>{mail.subject}</UserText>
          </strong>
          . Le lien de désinscription de chaque abonné lui est propre.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid min-w-0 gap-6">
        <section className="grid min-w-0 gap-2" aria-labelledby="campaign-preview-html">
          <h3 id="campaign-preview-html" className="text-sm font-semibold">
            Version HTML
          </h3>
          <iframe
            title="Aperçu HTML de l'e-mail"
            srcDoc={mail.html}
            sandbox=""
            className="h-[36rem] w-full min-w-0 rounded-md border bg-white"
          />
        </section>
        <section className="grid min-w-0 gap-2" aria-labelledby="campaign-preview-text">
          <h3 id="campaign-preview-text" className="text-sm font-semibold">
            Version texte
          </h3>
          <pre
            tabIndex={0}
            role="region"
            aria-label="Version texte de l'e-mail"
            className="max-h-96 min-w-0 overflow-auto rounded-md border bg-muted p-4 text-sm whitespace-pre"
          >
            {mail.text}
          </pre>
        </section>
      </CardContent>
    </Card>
  );
}
