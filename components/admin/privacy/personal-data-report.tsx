import type { ReactNode } from "react";
import { UserText } from "@/components/admin/user-text";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatDateTime } from "@/lib/dates";
import { LEAD_STAGE_LABELS } from "@/lib/leads/rules";
import { FIELD_LABELS } from "@/lib/messages/notification";
import { CONVERSION_STATUS_LABELS, FORM_TYPE_LABELS } from "@/lib/messages/rules";
import { CAMPAIGN_RECIPIENT_STATUS_LABELS, SUBSCRIBER_STATUS_LABELS } from "@/lib/newsletter/rules";
import type { PersonalData } from "@/lib/privacy";
import { ROLE_LABELS } from "@/lib/users/rules";

/** Page views listed on the screen, newest first; the export holds them all. */
const VISITS_SHOWN = 50;

function Section({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">
          <h2>
            {title} ({count})
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid min-w-0 grid-cols-1 gap-4">
        {count === 0 ? <p className="text-sm text-muted-foreground">Aucune donnée.</p> : children}
      </CardContent>
    </Card>
  );
}

/** Label and value pairs, the value typed by someone (UserText) or null (left out). */
function Fields({ rows }: { rows: [label: string, value: ReactNode][] }) {
  const shown = rows.filter(([, value]) => value !== null && value !== undefined && value !== "");
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[12rem_minmax(0,1fr)]">
      {shown.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="min-w-0 whitespace-pre-line">
            {typeof value === "string" ? <UserText>{value}</UserText> : value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

const when = (date: Date | null) => (date ? formatDateTime(date) : null);

function dataRows(data: unknown): [string, string][] {
  const record = data && typeof data === "object" ? (data as Record<string, unknown>) : {};
  return FIELD_LABELS.filter(([key]) => typeof record[key] === "string").map(([key, label]) => [
    label,
    record[key] as string,
  ]);
}

/** The readable summary of everything stored about a person: counts first, then each record. */
export function PersonalDataReport({ data }: { data: PersonalData }) {
  const replies = data.conversions.reduce((total, row) => total + row.replies.length, 0);
  const notes = data.conversions.reduce((total, row) => total + row.notes.length, 0);
  const stageChanges = data.conversions.reduce((total, row) => total + row.stageChanges.length, 0);
  const visits = [...data.visits].reverse().slice(0, VISITS_SHOWN);
  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">
            <h2>Résumé</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <Fields
            rows={[
              ["Demandes et messages", String(data.conversions.length)],
              ["Réponses envoyées", String(replies)],
              ["Notes internes", String(notes)],
              ["Changements d'étape", String(stageChanges)],
              ["Abonnements à la newsletter", String(data.subscriptions.length)],
              ["Campagnes reçues", String(data.campaignsReceived.length)],
              ["Sessions de visite", String(data.visitorSessions.length)],
              ["Pages vues", String(data.visits.length)],
              ["Compte du back-office", data.account ? "Oui" : "Non"],
              ["Échecs de connexion", String(data.failedSignIns.length)],
              ["Entrées de l'historique", String(data.activities.length)],
            ]}
          />
        </CardContent>
      </Card>

      <Section title="Demandes et messages" count={data.conversions.length}>
        {data.conversions.map((row) => (
          <article key={row.id} className="grid min-w-0 grid-cols-1 gap-3 border-b pb-4 last:border-b-0">
            <h3 className="flex flex-wrap items-center gap-2 font-medium">
              {FORM_TYPE_LABELS[row.formType]} n° {row.id}
              <Badge variant="outline">{CONVERSION_STATUS_LABELS[row.status]}</Badge>
              <Badge variant="outline">{LEAD_STAGE_LABELS[row.stage]}</Badge>
              {row.spamAt && <Badge variant="destructive">Spam</Badge>}
            </h3>
            <Fields
              rows={[
                ["Reçue le", when(row.completedAt ?? row.createdAt)],
                ["E-mail", row.email],
                ...dataRows(row.data),
                ["Page", row.pageSource],
                ["Ville", row.city],
                ["Pays", row.country],
                ["Première page de la visite", row.landingPage],
                ["Provenance", row.referrer],
                ["Raison de la perte", row.lostReason],
                ["Visiteur", row.sessionId],
              ]}
            />
            {row.replies.map((reply) => (
              <Fields
                key={`reply-${reply.id}`}
                rows={[
                  [`Réponse du ${when(reply.createdAt)}`, `${reply.subject}\n${reply.content}`],
                  ["Envoyée à", reply.to],
                  ["Par", reply.author?.username ?? null],
                ]}
              />
            ))}
            {row.notes.map((note) => (
              <Fields
                key={`note-${note.id}`}
                rows={[
                  [`Note du ${when(note.createdAt)}${note.author ? ` (${note.author.username})` : ""}`, note.content],
                ]}
              />
            ))}
            {row.stageChanges.length > 0 && (
              <Fields
                rows={row.stageChanges.map((change): [string, string] => [
                  `Étape, ${when(change.createdAt)}`,
                  `${change.fromStage ? LEAD_STAGE_LABELS[change.fromStage] : "—"} → ${LEAD_STAGE_LABELS[change.toStage]}${change.actor ? ` (${change.actor.username})` : ""}`,
                ])}
              />
            )}
          </article>
        ))}
      </Section>

      <Section title="Abonnements à la newsletter" count={data.subscriptions.length}>
        {data.subscriptions.map((row) => (
          <Fields
            key={row.id}
            rows={[
              ["Adresse", row.email],
              ["Statut", SUBSCRIBER_STATUS_LABELS[row.status]],
              ["Inscription", when(row.subscribedAt)],
              ["Confirmation", when(row.confirmedAt)],
              ["Désinscription", when(row.unsubscribedAt)],
              ["Page", row.pageSource],
              ["Provenance du consentement", row.consentNote],
            ]}
          />
        ))}
      </Section>

      <Section title="Campagnes reçues" count={data.campaignsReceived.length}>
        {data.campaignsReceived.map((row) => (
          <Fields
            key={row.id}
            rows={[
              ["Campagne", row.campaign.title],
              ["Partie le", when(row.campaign.startedAt)],
              ["Envoi", CAMPAIGN_RECIPIENT_STATUS_LABELS[row.status]],
              ["Envoyée le", when(row.sentAt)],
              ["Erreur", row.lastError],
            ]}
          />
        ))}
      </Section>

      <Section title="Compte du back-office" count={data.account ? 1 : 0}>
        {data.account && (
          <>
            <Fields
              rows={[
                ["Nom d'utilisateur", data.account.username],
                ["E-mail", data.account.email],
                ["Rôle", ROLE_LABELS[data.account.role]],
                ["Créé le", when(data.account.createdAt)],
                ["Dernière connexion", when(data.account.lastLogin)],
                ["Double authentification", data.account.totpEnabledAt ? "Activée" : "Désactivée"],
                ["Sessions enregistrées", String(data.account.sessions.length)],
                ["Échecs de connexion", String(data.failedSignIns.length)],
              ]}
            />
            {data.account.sessions.length > 0 && (
              <Table scrollLabel="Sessions du compte">
                <TableHeader>
                  <TableRow>
                    <TableHead>Ouverte le</TableHead>
                    <TableHead>Appareil</TableHead>
                    <TableHead>Adresse</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {data.account.sessions.map((session) => (
                    <TableRow key={session.createdAt.toISOString()}>
                      <TableCell>{when(session.createdAt)}</TableCell>
                      <TableCell className="whitespace-normal">
                        <UserText>{session.userAgent ?? "—"}</UserText>
                      </TableCell>
                      <TableCell>{session.clientAddress ?? "—"}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </>
        )}
      </Section>

      <Section title="Visites" count={data.visits.length}>
        <p className="text-sm text-muted-foreground">
          {data.visitorSessions.length} session(s) de visite :{" "}
          {data.visitorSessions.map((session) => session.sessionId).join(", ")}.
          {data.visits.length > VISITS_SHOWN &&
            ` Les ${VISITS_SHOWN} dernières pages vues ; l'export les contient toutes.`}
        </p>
        <Table scrollLabel="Pages vues">
          <TableHeader>
            <TableRow>
              <TableHead>Date</TableHead>
              <TableHead>Page</TableHead>
              <TableHead>Ville</TableHead>
              <TableHead>Pays</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {visits.map((visit) => (
              <TableRow key={visit.id}>
                <TableCell>{when(visit.createdAt)}</TableCell>
                <TableCell className="whitespace-normal">
                  <UserText>{visit.page}</UserText>
                </TableCell>
                <TableCell>{visit.city ?? "—"}</TableCell>
                <TableCell>{visit.country ?? "—"}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Section>

      <Section title="Historique du back-office" count={data.activities.length}>
        <ul className="grid grid-cols-1 gap-2 text-sm">
          {data.activities.map((activity) => (
            <li key={activity.id} className="min-w-0">
              <span className="text-muted-foreground">{when(activity.createdAt)} : </span>
              <UserText>{activity.title}</UserText>
              {activity.description && (
                <>
                  {" — "}
                  <UserText>{activity.description}</UserText>
                </>
              )}
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
