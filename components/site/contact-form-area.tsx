import { Mail, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import type { AgencyContactDetails } from "./agency-contact";
import { telHref } from "./links";

/** A card with a heading, a sentence, and buttons to write to the agency (mailto:) and to call it. */
function WriteOrCallCard({ testId, heading, text, contact, mailto, mailLabel }: {
  testId: string;
  heading: ReactNode;
  text: ReactNode;
  contact: AgencyContactDetails;
  mailto: string;
  mailLabel: string;
}) {
  return (
    <div data-testid={testId} className="rounded-2xl border bg-card p-8 text-card-foreground shadow-sm">
      {heading}
      <p className="mt-2 text-muted-foreground">{text}</p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Button asChild size="lg">
          <a href={mailto}>
            <Mail aria-hidden />
            {mailLabel}
          </a>
        </Button>
        <Button asChild size="lg" variant="outline">
          <a href={telHref(contact.phone)}>
            <Phone aria-hidden />
            {contact.phone}
          </a>
        </Button>
      </div>
    </div>
  );
}

/**
 * Where the contact form goes (home page and /contact). Until it exists, the visitor reaches the agency by
 * phone or e-mail. Issue 4 replaces this component's body with the form.
 */
export function ContactFormArea({ contact }: { contact: AgencyContactDetails }) {
  return (
    <WriteOrCallCard
      testId="contact-form-area"
      heading={<h3 className="text-xl font-semibold">Écrivez-nous ou appelez-nous</h3>}
      text="Une question, un projet ? Notre équipe vous répond dans les plus brefs délais, du lundi au vendredi."
      contact={contact}
      mailto={`mailto:${contact.email}`}
      mailLabel={contact.email}
    />
  );
}

const PROJECT_MAIL_SUBJECT = encodeURIComponent("Nouveau projet");
const PROJECT_MAIL_BODY = encodeURIComponent("Nom :\nEntreprise :\nTéléphone :\nType de projet :\nBudget :\nDélai :\nDescription du projet :\n");

/**
 * Where the project request form goes (/start-project). Until it exists, the visitor sends the project's
 * details by e-mail or calls. Issue 4 replaces this component's body with the form.
 */
export function ProjectRequestArea({ contact }: { contact: AgencyContactDetails }) {
  return (
    <WriteOrCallCard
      testId="project-request-area"
      heading={<h2 className="text-xl font-semibold">Décrivez-nous votre projet</h2>}
      text="Dites-nous qui vous êtes, le type de projet (UX/UI Design, développement web ou mobile, communication audiovisuelle ou digitale), votre budget, vos délais et vos objectifs : nous revenons vers vous avec une proposition."
      contact={contact}
      mailto={`mailto:${contact.email}?subject=${PROJECT_MAIL_SUBJECT}&body=${PROJECT_MAIL_BODY}`}
      mailLabel={`Écrire à ${contact.email}`}
    />
  );
}
