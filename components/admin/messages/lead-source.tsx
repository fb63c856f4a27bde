import { UserText } from "@/components/admin/user-text";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { LeadSource } from "@/lib/leads";
import { countryName } from "@/lib/visits/rules";

/** Where a request came from: its form's page, then its visit's first page, referrer, campaign and place. */
export function LeadSourceCard({ pageSource, source }: { pageSource: string | null; source: LeadSource }) {
  const campaign = [source.utmSource, source.utmMedium, source.utmCampaign].filter(Boolean).join(" / ");
  const place = [source.city, source.country && countryName(source.country)].filter(Boolean).join(", ");
  const rows: [string, string | null][] = [
    ["Page du formulaire", pageSource],
    ["Première page de la visite", source.landingPage],
    ["Référent", source.referrer],
    ["Campagne (UTM)", campaign || null],
    ["Localisation", place || null],
  ];
  const visited = source.landingPage || source.referrer || campaign || place;
  return (
    <Card data-testid="lead-source">
      <CardHeader>
        <CardTitle>
          <h2>Provenance</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-3 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="break-words">
                {value ? <UserText>{value}</UserText> : <span className="text-muted-foreground">Non précisé</span>}
              </dd>
            </div>
          ))}
        </dl>
        {!visited && (
          <p className="mt-3 text-xs text-muted-foreground">
            Aucune visite enregistrée pour cette demande (suivi refusé ou envoi hors du site).
          </p>
        )}
      </CardContent>
    </Card>
  );
}
