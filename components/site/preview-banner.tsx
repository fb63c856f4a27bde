import { formatDateTime } from "@/lib/dates";
import { getLocale, getTranslations } from "@/lib/i18n/server";

/** The mark of a shareable preview, kept in view at the bottom of the page (the site's header is fixed at the top). */
export async function PreviewBanner({ expiresAt }: { expiresAt: Date }) {
  const [t, locale] = await Promise.all([getTranslations("Article"), getLocale()]);
  return (
    <div
      role="status"
      data-testid="preview-banner"
      className="fixed inset-x-0 bottom-0 z-50 border-t bg-primary px-4 py-3 text-center text-sm text-primary-foreground shadow-lg"
    >
      <strong className="font-semibold">{t("preview.notice")}</strong>{" "}
      <span>{t("preview.expires", { date: formatDateTime(expiresAt, locale) })}</span>
    </div>
  );
}
