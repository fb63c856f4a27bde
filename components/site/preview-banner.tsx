import { formatDateTime } from "@/lib/dates";

/** The mark of a shareable preview, kept in view at the bottom of the page (the site's header is fixed at the top). */
export function PreviewBanner({ expiresAt }: { expiresAt: Date }) {
  return (
    <div
      role="status"
      data-testid="preview-banner"
      className="fixed inset-x-0 bottom-0 z-50 border-t bg-primary px-4 py-3 text-center text-sm text-primary-foreground shadow-lg"
    >
      <strong className="font-semibold">Aperçu — cette page n&apos;est pas publiée.</strong>{" "}
      <span>Ce lien expire le {formatDateTime(expiresAt)}.</span>
    </div>
  );
}
