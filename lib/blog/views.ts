import "server-only";
import { isbot } from "isbot";
import { z } from "@/lib/zod";
import { ApiError } from "@/lib/api";
import { findViewCount, incrementViewCount, namesNoPost } from "@/lib/blog";
import { DEFAULT_LOCALE, type Locale, WRITTEN_LOCALES } from "@/lib/i18n/locales";
import { consumeRateLimit } from "@/lib/rate-limit";

/**
 * Body of POST /api/blog-posts/by-slug/{slug}/view: the visitor session id kept by the browser, and the language of
 * the page, whose slug it is (French when absent).
 */
export const viewReportSchema = z.object({
  sessionId: z.uuid("Identifiant de session invalide."),
  locale: z.enum(WRITTEN_LOCALES, "Langue inconnue.").default(DEFAULT_LOCALE),
});

export interface ViewReport {
  slug: string;
  /** The language whose slug it is; French when absent. */
  locale?: Locale;
  sessionId: string;
  userAgent: string | null;
  clientAddress: string;
}

/**
 * Counts a view of a published article once per visitor session, never for a bot (or a client that does not
 * say what it is), once a day per client address and article (so that rotating the session id cannot inflate a
 * count), and at most 60 an hour per client address. Returns the article's view count.
 */
export async function recordArticleView({
  slug,
  locale = DEFAULT_LOCALE,
  sessionId,
  userAgent,
  clientAddress,
}: ViewReport): Promise<{ counted: boolean; viewCount: number }> {
  if (namesNoPost(slug)) throw ApiError.notFound("Article non trouvé.");
  const counts =
    !!userAgent &&
    !isbot(userAgent) &&
    (await consumeRateLimit("articleViewPerSession", `${sessionId}:${slug}`)).allowed &&
    (await consumeRateLimit("articleViewPerClientAndPost", `${clientAddress}:${slug}`)).allowed &&
    (await consumeRateLimit("articleViewPerClient", clientAddress)).allowed;
  const viewCount = counts ? await incrementViewCount(slug, locale) : await findViewCount(slug, locale);
  if (viewCount === null) throw ApiError.notFound("Article non trouvé.");
  return { counted: counts, viewCount };
}
