import { telHref } from "@/components/site/links";
import { CollectedList, type PrivacyTextProps, Section } from "./privacy-parts";

// The privacy page's text in English, the French text's translation (privacy-fr.tsx): keep them saying the same.

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export function PrivacyEn({ settings: { companyName, email, phone, address }, retention }: PrivacyTextProps) {
  const days = (count: number) => plural(count, "day", "days");
  const mailto = <a href={`mailto:${email}`}>{email}</a>;
  const untilHandled =
    "As long as it takes to handle your request and follow up the relationship that comes of it; you may ask for it to be erased at any time.";
  return (
    <>
      <Section id="responsable" title="Who is responsible for your data">
        <p>
          {companyName}, {address}. For any question about your data: {mailto} or <a href={telHref(phone)}>{phone}</a>.
        </p>
      </Section>

      <Section id="collecte" title="What we collect, why and for how long">
        <CollectedList
          labels={{ data: "Data: ", why: "Why: ", howLong: "How long: " }}
          items={[
            {
              what: "Contact form",
              data: "Your name, your e-mail address, the subject and the text of your message.",
              why: "To reply to you.",
              howLong: untilHandled,
            },
            {
              what: "Project or quote request",
              data: "Your name, your e-mail address and, if you give them, your company and your phone number; the type of project, the budget, the timeframe and the description.",
              why: "To reply to you, prepare a proposal and follow up our exchange (the team's internal notes).",
              howLong: untilHandled,
            },
            {
              what: "Messages received as unwanted (spam)",
              data: "What the form contained.",
              why: "To keep out abuse without losing a genuine message classified by mistake.",
              howLong: `${days(retention.spamRetentionDays)} after being marked as spam; the name, address, phone number, text and city are then erased (only the count of forms sent remains).`,
            },
            {
              what: "Newsletter",
              data: "Your e-mail address, the page where you entered it and the dates of subscription, confirmation or unsubscription.",
              why: "To send you our newsletter, only once you have confirmed your subscription through the link received by e-mail.",
              howLong: `Without confirmation, the address is erased after ${days(retention.pendingSubscriberDays)}. Once subscribed, it is kept until you unsubscribe (one click in every issue); it then remains marked “unsubscribed” so that we never write to you again, unless you ask for it to be erased.`,
            },
            {
              what: "Visit statistics",
              data: "A random visitor identifier kept by your browser, the pages viewed, the site you came from, the campaign parameters of the address, and the country and city inferred from your IP address at the time of the visit (the IP address itself is not recorded).",
              why: "To measure the site's audience and know where enquiries come from. The statistics are computed on our own servers: no third-party analytics service or advertising tracker.",
              howLong: `The detail of pages viewed is deleted after ${plural(retention.visitRetentionMonths, "month", "months")}; only anonymous daily totals remain.`,
            },
          ]}
        />
        <p>
          To limit abuse, the forms count submissions per IP address for a few minutes, without storing it in clear
          text. The site sets no cookies on its visitors; your browser only keeps the visitor identifier and your choice
          of light or dark theme.
        </p>
      </Section>

      <Section id="destinataires" title="Who has access to it">
        <p>
          Only the {companyName} team reads your messages and requests. Your data is never sold, rented or transferred.
          It is hosted by our technical providers (website hosting, e-mail delivery), who make no other use of it.
        </p>
      </Section>

      <Section id="droits" title="Your rights">
        <p>
          Ivorian Law No. 2013-450 of 19 June 2013 on the protection of personal data gives you the right to be
          informed, to access the data concerning you, to have it corrected or erased, and to object to its processing.
          On request, we also provide you with a copy of your data in a machine-readable file (JSON).
        </p>
        <p>
          To exercise these rights, write to us at {mailto} or by post to {companyName}, {address}, stating the e-mail
          address you used on the site. We will reply within one month at the latest.
        </p>
        <p>
          If you consider that your rights have not been respected, you may refer the matter to ARTCI (Autorité de
          Régulation des Télécommunications/TIC de Côte d&apos;Ivoire), the personal data protection authority:{" "}
          <a href="https://www.artci.ci">www.artci.ci</a>.
        </p>
      </Section>

      <Section id="sauvegardes" title="Backups">
        <p>
          The site is backed up every day and each backup is kept for a limited time (two weeks in its standard
          configuration). Erased data may therefore remain in older backups until they are deleted. Should one of them
          ever be restored, we would carry out the erasure again.
        </p>
      </Section>

      <Section id="personnel" title="Team accounts">
        <p>
          For team members who sign in to the site&apos;s administration, sign-ins (date, device, IP address) and failed
          attempts are erased after {days(retention.signInRetentionDays)}.
        </p>
      </Section>
    </>
  );
}
