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

/** POST /api/track-visit: one page view reported by the browser (spec 'Visit tracking record'). */
export const visitReportSchema = z.object(
  {
    sessionId: z.uuid("Identifiant de session invalide"),
    page: textSchema({ error: "La page est requise" })
      .trim()
      .startsWith("/", "La page doit être un chemin du site")
      .max(FIELD_LIMITS.page.max, "Le chemin de la page est trop long")
      .transform(pathOnly),
    referrer: textSchema({ error: "Le référent doit être une chaîne de caractères" })
      .max(2000, "Le référent est trop long")
      .nullish()
      .transform(referrerOrigin),
  },
  JSON_OBJECT_EXPECTED,
);
export type VisitReport = z.output<typeof visitReportSchema>;
