import { telHref } from "@/components/site/links";
import { CollectedList, type PrivacyTextProps, Section } from "./privacy-parts";

// The privacy page's text in French: a legal text, read and reviewed as a whole, hence one component per language
// rather than a catalogue entry per sentence.

const plural = (count: number, one: string, many: string) => `${count} ${count > 1 ? many : one}`;

export function PrivacyFr({ settings: { companyName, email, phone, address }, retention }: PrivacyTextProps) {
  const days = (count: number) => plural(count, "jour", "jours");
  const mailto = <a href={`mailto:${email}`}>{email}</a>;
  const untilHandled =
    "Le temps de traiter votre demande et de suivre la relation qui en naît ; vous pouvez en demander l'effacement à tout moment.";
  return (
    <>
      <Section id="responsable" title="Qui est responsable de vos données">
        <p>
          {companyName}, {address}. Pour toute question sur vos données : {mailto} ou{" "}
          <a href={telHref(phone)}>{phone}</a>.
        </p>
      </Section>

      <Section id="collecte" title="Ce que nous collectons, pourquoi et combien de temps">
        <CollectedList
          labels={{ data: "Données : ", why: "Pourquoi : ", howLong: "Combien de temps : " }}
          items={[
            {
              what: "Formulaire de contact",
              data: "Votre nom, votre adresse e-mail, le sujet et le texte de votre message.",
              why: "Vous répondre.",
              howLong: untilHandled,
            },
            {
              what: "Demande de projet ou de devis",
              data: "Votre nom, votre adresse e-mail, et s'ils sont donnés votre entreprise et votre téléphone ; le type de projet, le budget, le délai et la description.",
              why: "Vous répondre, préparer une proposition et suivre notre échange (notes internes de l'équipe).",
              howLong: untilHandled,
            },
            {
              what: "Messages reçus comme indésirables (spam)",
              data: "Ce que le formulaire contenait.",
              why: "Écarter les abus sans perdre un vrai message classé par erreur.",
              howLong: `${days(retention.spamRetentionDays)} après leur classement en spam ; ensuite nom, adresse, téléphone, texte et ville sont effacés (seul reste le décompte des formulaires envoyés).`,
            },
            {
              what: "Newsletter",
              data: "Votre adresse e-mail, la page où vous l'avez saisie et les dates d'inscription, de confirmation ou de désinscription.",
              why: "Vous envoyer nos lettres, seulement après que vous avez confirmé votre inscription par le lien reçu par e-mail.",
              howLong: `Sans confirmation, l'adresse est effacée après ${days(retention.pendingSubscriberDays)}. Inscrite, elle est gardée jusqu'à votre désinscription (un clic dans chaque lettre) ; elle reste ensuite marquée « désinscrite » pour ne plus jamais vous écrire, sauf si vous demandez son effacement.`,
            },
            {
              what: "Statistiques de visite",
              data: "Un identifiant de visiteur tiré au hasard et gardé par votre navigateur, les pages vues, le site d'où vous venez, les paramètres de campagne de l'adresse, le pays et la ville déduits de votre adresse IP au moment de la visite (l'adresse IP elle-même n'est pas enregistrée).",
              why: "Mesurer l'audience du site et savoir d'où viennent les demandes. Les statistiques sont calculées sur nos propres serveurs : aucun service de mesure ni traceur publicitaire tiers.",
              howLong: `Le détail des pages vues est supprimé après ${plural(retention.visitRetentionMonths, "mois", "mois")} ; seuls restent des totaux par jour, anonymes.`,
            },
          ]}
        />
        <p>
          Pour limiter les abus, les formulaires comptent les envois par adresse IP pendant quelques minutes, sans
          l&apos;enregistrer en clair. Le site ne dépose aucun cookie chez ses visiteurs ; votre navigateur garde
          seulement l&apos;identifiant de visiteur et votre choix de thème clair ou sombre.
        </p>
      </Section>

      <Section id="destinataires" title="Qui y a accès">
        <p>
          Seule l&apos;équipe de {companyName} lit vos messages et demandes. Vos données ne sont ni vendues, ni louées,
          ni cédées. Elles sont hébergées par nos prestataires techniques (hébergement du site, envoi des e-mails), qui
          n&apos;en font aucun autre usage.
        </p>
      </Section>

      <Section id="droits" title="Vos droits">
        <p>
          La loi ivoirienne n° 2013-450 du 19 juin 2013 relative à la protection des données à caractère personnel vous
          donne le droit d&apos;être informé, d&apos;accéder aux données qui vous concernent, de les faire rectifier ou
          effacer, et de vous opposer à leur traitement. Sur demande, nous vous remettons aussi une copie de vos données
          dans un fichier lisible par machine (JSON).
        </p>
        <p>
          Pour exercer ces droits, écrivez-nous à {mailto} ou par courrier à {companyName}, {address}, en indiquant
          l&apos;adresse e-mail que vous avez utilisée sur le site. Nous vous répondons au plus tard dans un délai
          d&apos;un mois.
        </p>
        <p>
          Si vous estimez que vos droits ne sont pas respectés, vous pouvez saisir l&apos;ARTCI (Autorité de Régulation
          des Télécommunications/TIC de Côte d&apos;Ivoire), autorité de protection des données à caractère personnel :{" "}
          <a href="https://www.artci.ci">www.artci.ci</a>.
        </p>
      </Section>

      <Section id="sauvegardes" title="Sauvegardes">
        <p>
          Le site est sauvegardé chaque jour et chaque sauvegarde est gardée un temps limité (deux semaines dans sa
          configuration standard). Une donnée effacée peut donc subsister dans les sauvegardes plus anciennes
          jusqu&apos;à leur suppression. Si l&apos;une d&apos;elles devait être restaurée, nous referions
          l&apos;effacement.
        </p>
      </Section>

      <Section id="personnel" title="Comptes de l'équipe">
        <p>
          Pour les membres de l&apos;équipe qui se connectent à l&apos;administration du site, les connexions (date,
          appareil, adresse IP) et les tentatives échouées sont effacées après {days(retention.signInRetentionDays)}.
        </p>
      </Section>
    </>
  );
}
