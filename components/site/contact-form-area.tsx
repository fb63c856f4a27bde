import { LazyContactForm } from "./forms/lazy-forms";

/** The contact form's card (home page and /contact). */
export function ContactFormArea() {
  return (
    <div
      data-testid="contact-form-area"
      className="rounded-2xl border bg-card p-6 text-card-foreground shadow-sm sm:p-8"
    >
      <LazyContactForm />
    </div>
  );
}
