import type { FormAction } from "@/lib/form-state";
import type { ContactField } from "@/lib/messages/form-fields";
import { ContactForm } from "./forms/contact-form";
import { formTexts } from "./forms/texts";

/** The contact form's card (home page and /contact), sending to the page's `action`. */
export async function ContactFormArea({ action }: { action: FormAction<ContactField> }) {
  return (
    <div
      data-testid="contact-form-area"
      className="rounded-2xl border bg-card p-6 text-card-foreground shadow-sm sm:p-8"
    >
      <ContactForm action={action} texts={await formTexts()} />
    </div>
  );
}
