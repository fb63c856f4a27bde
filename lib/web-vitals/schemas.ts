import { z } from "@/lib/zod";
import { JSON_OBJECT_EXPECTED } from "@/lib/messages/schemas";
import { statsPeriodQuerySchema } from "@/lib/dashboard/schemas";
import { textSchema } from "@/lib/schemas";
import { CONNECTION_TYPES, UNKNOWN_CONNECTION, WEB_VITAL_METRICS, WEB_VITALS, type WebVitalMetric } from "./rules";

function metricValue(metric: WebVitalMetric) {
  const { max, unit } = WEB_VITALS[metric];
  const message = `La mesure ${metric} doit être un nombre entre 0 et ${max}${unit === "ms" ? " ms" : ""}`;
  return z.number(message).finite(message).min(0, message).max(max, message).optional();
}

/**
 * POST /api/web-vitals: one page view's Core Web Vitals, sent by the page's collector (components/site/web-vitals.ts)
 * when the page is hidden. The path is reduced to its route on the server (lib/web-vitals/rules.ts `routeOf`); an
 * effective connection type the site does not know (a newer one) counts as unknown.
 */
export const webVitalsReportSchema = z
  .object(
    {
      page: textSchema({ error: "La page est requise" })
        .startsWith("/", "La page doit être un chemin du site")
        .max(2000, "Le chemin de la page est trop long")
        .transform((page) => page.split(/[?#]/, 1)[0]!),
      connection: textSchema({ error: "Le type de connexion doit être une chaîne de caractères" })
        .max(20, "Le type de connexion est trop long")
        .nullish()
        .transform((type) => ((CONNECTION_TYPES as readonly unknown[]).includes(type) ? type! : UNKNOWN_CONNECTION)),
      ...(Object.fromEntries(WEB_VITAL_METRICS.map((metric) => [metric, metricValue(metric)])) as Record<
        WebVitalMetric,
        ReturnType<typeof metricValue>
      >),
    },
    JSON_OBJECT_EXPECTED,
  )
  .refine((report) => WEB_VITAL_METRICS.some((metric) => report[metric] !== undefined), {
    error: "Le rapport ne contient aucune mesure",
  });
export type WebVitalsReport = z.output<typeof webVitalsReportSchema>;

/** GET /api/dashboard/web-vitals?period=7|30|90|all&page=/blog/…: the panel's period, and one page (optional). */
export const webVitalsQuerySchema = statsPeriodQuerySchema.extend({
  page: textSchema({ error: "La page doit être un chemin du site" })
    .startsWith("/", "La page doit être un chemin du site")
    .max(500, "Le chemin de la page est trop long")
    .optional(),
});
