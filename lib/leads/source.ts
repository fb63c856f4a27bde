import "server-only";
import type { DbClient } from "@/lib/db";

/**
 * A request's source, from the visit of its sender's session: the first page recorded (with its UTM parameters) and
 * that page's referrer, and the place of the visit. The address itself is never recorded (lib/visits): only its country
 * and city. Nothing when the session has no recorded visit (tracking refused, a bot, an API client).
 */
export async function visitSource(sessionId: string, client: DbClient) {
  const first = await client.visit.findFirst({
    where: { sessionId },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: {
      page: true,
      referrer: true,
      country: true,
      city: true,
      utmSource: true,
      utmMedium: true,
      utmCampaign: true,
    },
  });
  if (!first) return {};
  return {
    landingPage: first.page,
    referrer: first.referrer,
    utmSource: first.utmSource,
    utmMedium: first.utmMedium,
    utmCampaign: first.utmCampaign,
    country: first.country,
    city: first.city,
  };
}
