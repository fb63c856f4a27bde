import { StatusView } from "./status-view";
import { UNSUBSCRIBED_ANSWER } from "@/lib/newsletter/rules";
import { getRetentionSettings } from "@/lib/settings/retention";

const BACK_TO_BLOG = { href: "/blog", label: "Retour au blog" };

/** Where a followed confirmation link leads (app/api/newsletter/confirm). */
export function SubscriptionConfirmed() {
  return (
    <StatusView
      title="Inscription confirmée !"
      message="Merci : votre adresse est inscrite à notre newsletter. Chaque lettre contient un lien pour vous désinscrire en un clic."
      action={BACK_TO_BLOG}
    />
  );
}

/** Where a followed unsubscribe link leads (app/api/newsletter/unsubscribe). */
export function Unsubscribed() {
  return (
    <StatusView
      title="Désinscription enregistrée"
      message={`${UNSUBSCRIBED_ANSWER} Vous pourrez vous réinscrire à tout moment depuis le blog.`}
      action={BACK_TO_BLOG}
    />
  );
}

/**
 * A newsletter link that no longer works: altered, already used, replaced by a newer one, or expired (after the
 * retention setting of unconfirmed subscriptions).
 */
export async function InvalidNewsletterLink() {
  const { pendingSubscriberDays } = await getRetentionSettings();
  return (
    <StatusView
      title="Ce lien n'est plus valable"
      message={`Il a peut-être déjà servi : si vous avez confirmé votre inscription, vous êtes bien inscrit. Sinon, il a expiré (${pendingSubscriberDays === 1 ? "1 jour" : `${pendingSubscriberDays} jours`}) ou a été remplacé par un plus récent : inscrivez-vous à nouveau depuis le blog pour en recevoir un autre.`}
      action={BACK_TO_BLOG}
    />
  );
}
