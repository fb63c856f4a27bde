import { z } from "@/lib/zod";
import { textSchema } from "@/lib/schemas";
import { withoutBidiControls } from "@/lib/text";
import { FIELD_LIMITS, JSON_OBJECT_EXPECTED } from "@/lib/messages/schemas";

/**
 * A path of the site without its query string or fragment, which may carry what a visitor typed, nor bidirectional
 * controls, which would make it display as another path in the back office.
 */
function pathOnly(value: string): string {
  return withoutBidiControls(value.split(/[?#]/, 1)[0]!);
}

/**
 * Where the visitor came from, reduced to its origin and path: another site's query string may carry
 * personal data. Anything that is not an http(s) URL is dropped.
 */
function referrerOrigin(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) ? `${url.origin}${url.pathname}`.slice(0, FIELD_LIMITS.referrer.max) : null;
  } catch {
    return null;
  }
}

/** The UTM parameters kept from a page's query string (the rest of it is never stored). */
export const UTM_FIELDS = { utm_source: "utmSource", utm_medium: "utmMedium", utm_campaign: "utmCampaign" } as const;
const UTM_MAX = 200;

export type Utm = Record<(typeof UTM_FIELDS)[keyof typeof UTM_FIELDS], string | null>;

/** The UTM parameters of a page's address (path and query string), each trimmed and cut to its column's length. */
export function utmOf(page: string): Utm {
  const query = new URLSearchParams(page.split("#", 1)[0]!.split("?")[1] ?? "");
  const value = (key: string) => withoutBidiControls(query.get(key)?.trim() ?? "").slice(0, UTM_MAX) || null;
  return { utmSource: value("utm_source"), utmMedium: value("utm_medium"), utmCampaign: value("utm_campaign") };
}

/**
 * POST /api/track-visit: one page view reported by the browser (spec 'Visit tracking record'). The page may come with
 * its query string: only its UTM parameters are kept, beside the path.
 */
export const visitReportSchema = z
  .object(
    {
      sessionId: z.uuid("Identifiant de session invalide"),
      page: textSchema({ error: "La page est requise" })
        .trim()
        .startsWith("/", "La page doit être un chemin du site")
        .max(2000, "Le chemin de la page est trop long")
        .transform((page) => ({ path: pathOnly(page).slice(0, FIELD_LIMITS.page.max), utm: utmOf(page) })),
      referrer: textSchema({ error: "Le référent doit être une chaîne de caractères" })
        .max(2000, "Le référent est trop long")
        .nullish()
        .transform(referrerOrigin),
    },
    JSON_OBJECT_EXPECTED,
  )
  .transform(({ page, ...report }) => ({ ...report, page: page.path, utm: page.utm }));
/** A page view; `utm` is optional for callers that record one without an address (tests, the load generator). */
export type VisitReport = Omit<z.output<typeof visitReportSchema>, "utm"> & { utm?: Utm };
