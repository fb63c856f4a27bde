import type { FormAction } from "@/lib/form-state";
import type { ContactField } from "@/lib/messages/form-fields";
import { ContactForm } from "./forms/contact-form";

/** The contact form's card (home page and /contact), sending to the page's `action`. */
export function ContactFormArea({ action }: { action: FormAction<ContactField> }) {
  return (
    <div
      data-testid="contact-form-area"
      className="rounded-2xl border bg-card p-6 text-card-foreground shadow-sm sm:p-8"
    >
      <ContactForm action={action} />
    </div>
  );
}
