import { Mail, Phone } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { AgencyContactDetails } from "./agency-contact";
import { telHref } from "./links";

/**
 * Where the contact form goes (home page and /contact). Until it exists, the visitor reaches the agency by
 * phone or e-mail. Issue 4 replaces this component's body with the form.
 */
export function ContactFormArea({ contact }: { contact: AgencyContactDetails }) {
  return (
    <div data-testid="contact-form-area" className="rounded-2xl border bg-card p-8 text-card-foreground shadow-sm">
      <h3 className="text-xl font-semibold">Écrivez-nous ou appelez-nous</h3>
      <p className="mt-2 text-muted-foreground">Une question, un projet ? Notre équipe vous répond dans les plus brefs délais, du lundi au vendredi.</p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Button asChild size="lg">
          <a href={`mailto:${contact.email}`}>
            <Mail aria-hidden />
            {contact.email}
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
