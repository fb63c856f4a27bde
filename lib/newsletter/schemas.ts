import { SUBSCRIBER_STATUSES } from "@/lib/newsletter/rules";
import { pageParam, textSchema } from "@/lib/schemas";
import { labelFields, z } from "@/lib/zod";

/** Subscribers per page of the 'Newsletter' screen. */
export const SUBSCRIBERS_PAGE_SIZE = 25;

/** The 'Newsletter' screen's address and its export's: a search in the addresses, a status, a page. */
export const subscribersQuerySchema = labelFields(
  z.object({
    search: textSchema().trim().max(254, "La recherche est trop longue (254 caractères au plus).").default(""),
    status: z
      .enum(["all", ...SUBSCRIBER_STATUSES], "Le statut doit être pending, confirmed, unsubscribed ou bounced.")
      .default("all"),
    page: pageParam,
  }),
  { search: "Recherche", status: "Statut", page: "Page" },
);
export type SubscribersQuery = z.output<typeof subscribersQuerySchema>;

/** The largest CSV the import reads at once (about 20,000 addresses with a few columns). */
export const IMPORT_MAX_CHARACTERS = 1_000_000;

/** 'Importer des abonnés': a CSV of addresses, and where their consent came from (required: GDPR art. 7, ARTCI). */
export const subscribersImportSchema = labelFields(
  z.object({
    csv: textSchema({ error: "Le fichier CSV est requis." })
      .min(1, "Le fichier CSV est requis.")
      .max(IMPORT_MAX_CHARACTERS, "Le fichier est trop volumineux : importez-le en plusieurs parties (1 Mo au plus)."),
    consentNote: textSchema({ error: "Indiquez d'où vient le consentement de ces adresses." })
      .trim()
      .min(10, "Indiquez d'où vient le consentement de ces adresses (10 caractères au moins).")
      .max(500, "La provenance du consentement ne peut dépasser 500 caractères."),
  }),
  { csv: "Fichier CSV", consentNote: "Provenance du consentement" },
);
export type SubscribersImport = z.output<typeof subscribersImportSchema>;
