import { ApiError, apiRoute } from "@/lib/api";
import { unsubscribe } from "@/lib/newsletter";
import { NEWSLETTER_PATHS, TOKEN_PARAMETER, UNSUBSCRIBED_ANSWER } from "@/lib/newsletter/rules";
import { seeOther } from "@/lib/newsletter/responses";

/** The unsubscribe link of every newsletter mail, opened in a browser: done at once, then the page that says so. */
export const GET = apiRoute(async (request) => {
  const outcome = await unsubscribe(request.nextUrl.searchParams.get(TOKEN_PARAMETER));
  return seeOther(outcome === "unsubscribed" ? NEWSLETTER_PATHS.unsubscribed : NEWSLETTER_PATHS.invalidLink);
});

/**
 * RFC 8058's one-click unsubscribe: the mail client posts 'List-Unsubscribe=One-Click' to the List-Unsubscribe link,
 * with no cookie and nothing else; the signed token in the address is all it takes.
 */
export const POST = apiRoute(async (request) => {
  const outcome = await unsubscribe(request.nextUrl.searchParams.get(TOKEN_PARAMETER));
  if (outcome === "invalid") throw ApiError.badRequest("Ce lien de désinscription est invalide.");
  return Response.json({ success: true, message: UNSUBSCRIBED_ANSWER });
});
