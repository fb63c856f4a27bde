import type { Metadata } from "next";
import { ExportCsvLink } from "@/components/admin/export-csv-link";
import { PageHeader } from "@/components/admin/page-header";
import { ErasePersonalData } from "@/components/admin/privacy/erase-personal-data";
import { PersonalDataReport } from "@/components/admin/privacy/personal-data-report";
import { PrivacySearch } from "@/components/admin/privacy/privacy-search";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { adminPage } from "@/lib/auth/page";
import { findPersonalData, holdsAnything } from "@/lib/privacy";
import { privacyQuerySchema } from "@/lib/privacy/schemas";
import { hrefWithQuery, readPageQuery } from "@/lib/search-params";
import { erasePersonalDataAction } from "./actions";

export const metadata: Metadata = { title: "Données personnelles" };

/**
 * /admin/privacy?q=: everything stored about a person, found by their e-mail address or visitor id (GDPR articles 15,
 * 17, 20; law 2013-450): the summary and each record, the JSON export, the erasure.
 */
export default adminPage("/admin/privacy", {
  permission: "privacy:manage",
  title: "Données personnelles",
  load: async ({ searchParams }) => {
    const { query, error } = readPageQuery(searchParams, privacyQuerySchema);
    return { refused: error, data: query.q ? await findPersonalData(query.q) : null };
  },
  loadError: "Impossible de charger les données personnelles. Veuillez réessayer plus tard.",
  render: ({ refused, data }, { title }) => (
    <>
      <PageHeader
        title={title}
        description="Tout ce que le site conserve sur une personne : le consulter, l'exporter (JSON), l'effacer."
        actions={
          data &&
          holdsAnything(data) && (
            <ExportCsvLink
              href={hrefWithQuery("/api/privacy/export", { q: data.subject }, {})}
              label="Exporter (JSON)"
            />
          )
        }
      />
      <PrivacySearch defaultValue={data?.subject ?? ""} />
      {refused && (
        <Alert variant="destructive" className="mb-4">
          <AlertDescription>{refused}</AlertDescription>
        </Alert>
      )}
      {data &&
        (holdsAnything(data) ? (
          <div className="grid min-w-0 grid-cols-1 gap-6">
            <ErasePersonalData subject={data.subject} erase={erasePersonalDataAction} />
            <PersonalDataReport data={data} />
          </div>
        ) : (
          <p className="text-sm text-muted-foreground" role="status">
            Aucune donnée n&apos;est enregistrée pour <strong className="wrap-anywhere">{data.subject}</strong>.
          </p>
        ))}
    </>
  ),
});
