import { StatusView } from "./status-view";
import { getTranslations } from "@/lib/i18n/server";
import { getRetentionSettings } from "@/lib/settings/retention";

/** Where a followed confirmation link leads (app/api/newsletter/confirm). */
export async function SubscriptionConfirmed() {
  const t = await getTranslations("Newsletter");
  return (
    <StatusView
      title={t("confirmed.title")}
      message={t("confirmed.message")}
      action={{ href: "/blog", label: t("back") }}
    />
  );
}

/** Where a followed unsubscribe link leads (app/api/newsletter/unsubscribe). */
export async function Unsubscribed() {
  const t = await getTranslations("Newsletter");
  return (
    <StatusView
      title={t("unsubscribed.title")}
      message={`${t("unsubscribed.answer")} ${t("unsubscribed.resubscribe")}`}
      action={{ href: "/blog", label: t("back") }}
    />
  );
}

/**
 * A newsletter link that no longer works: altered, already used, replaced by a newer one, or expired (after the
 * retention setting of unconfirmed subscriptions).
 */
export async function InvalidNewsletterLink() {
  const [t, { pendingSubscriberDays }] = await Promise.all([getTranslations("Newsletter"), getRetentionSettings()]);
  return (
    <StatusView
      title={t("invalidLink.title")}
      message={t("invalidLink.message", { days: pendingSubscriberDays })}
      action={{ href: "/blog", label: t("back") }}
    />
  );
}
