import { Mail, Phone } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { AgencyContactDetails } from "./agency-contact";
import { telHref } from "./links";

/**
 * Where the project request form goes (/start-project). Until it exists, the visitor sends the project's
 * details by e-mail or calls. Issue 4 replaces this component's body with the form.
 */
export function ProjectRequestArea({ contact }: { contact: AgencyContactDetails }) {
  const subject = encodeURIComponent("Nouveau projet");
  const body = encodeURIComponent("Nom :\nEntreprise :\nTéléphone :\nType de projet :\nBudget :\nDélai :\nDescription du projet :\n");
  return (
    <div data-testid="project-request-area" className="rounded-2xl border bg-card p-8 text-card-foreground shadow-sm">
      <h2 className="text-xl font-semibold">Décrivez-nous votre projet</h2>
      <p className="mt-2 text-muted-foreground">
        Dites-nous qui vous êtes, le type de projet (UX/UI Design, développement web ou mobile, communication audiovisuelle ou digitale), votre
        budget, vos délais et vos objectifs : nous revenons vers vous avec une proposition.
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Button asChild size="lg">
          <a href={`mailto:${contact.email}?subject=${subject}&body=${body}`}>
            <Mail aria-hidden />
            Écrire à {contact.email}
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
