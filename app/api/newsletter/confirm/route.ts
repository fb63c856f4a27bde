import { apiRoute } from "@/lib/api";
import { confirmSubscription } from "@/lib/newsletter";
import { NEWSLETTER_PATHS, TOKEN_PARAMETER } from "@/lib/newsletter/rules";
import { seeOther } from "@/lib/newsletter/responses";

/**
 * The confirmation link of the double opt-in's mail: confirms, then shows the page that says so (or that the link no
 * longer works). A redirect, so that the token leaves the address bar and the history.
 */
export const GET = apiRoute(async (request) => {
  const outcome = await confirmSubscription(request.nextUrl.searchParams.get(TOKEN_PARAMETER));
  return seeOther(outcome === "confirmed" ? NEWSLETTER_PATHS.confirmed : NEWSLETTER_PATHS.invalidLink);
});
