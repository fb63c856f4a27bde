import type { FormTexts } from "./texts";

/**
 * The spec's result texts of each visitor's form (section 8), in the visitor's language: toasts with scripts, the
 * same words in the page when the form was sent without them (components/site/forms/public-form.tsx). The
 * newsletter's success text is the server's (Forms.answers), the same for every address: the subscription is
 * confirmed later, from the mailed link (double opt-in), so the title asks the visitor to look.
 */
export type FormResults = FormTexts["results"];

export type FormKind = Exclude<keyof FormResults, "error">;

/** What the console says when a form fails: for whoever debugs the page, not for the visitor. */
export const FORM_FAILURE_LOGS: Record<FormKind, string> = {
  request: "Erreur lors de l'envoi de la demande de devis",
  contact: "Erreur lors de l'envoi du message",
  newsletter: "Erreur lors de l'inscription à la newsletter",
};

/** A form's success text, when it has its own (the newsletter's is the server's answer). */
export function successText(results: FormResults, kind: FormKind): string | undefined {
  const success = results[kind];
  return "text" in success ? success.text : undefined;
}
