import { placeholderSvg } from "@/lib/placeholder";

/** The placeholder image of an item without an image: an SVG that carries its title (its policy: next.config.ts). */
export async function GET(_request: Request, { params }: RouteContext<"/placeholder/[title]">) {
  const { title } = await params;
  return new Response(placeholderSvg(decodedOnce(title)), {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}

/** The title as linked (encoded once more by some clients); one that does not decode is shown as it came (never a 500). */
function decodedOnce(title: string): string {
  try {
    return decodeURIComponent(title);
  } catch {
    return title;
  }
}
