import { searchFormTarget } from "@/lib/list-views";

/** The search form without scripts: a redirect to the search's own address (its results are cached there). */
export function GET(request: Request) {
  const target = searchFormTarget("/projects", new URL(request.url).searchParams);
  return new Response(null, { status: 303, headers: { Location: target, "Cache-Control": "no-store" } });
}
