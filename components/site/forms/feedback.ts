import { showToast } from "../toasts";

// One id for every form's result toast: a new result replaces the one on screen (spec: one toast at a time).
const FORM_RESULT_TOAST = "form-result";

/** The spec's toasts (section 8), by form; a success text left out is the server's message. */
const RESULTS: Record<
  "request" | "contact" | "newsletter",
  { success: readonly [string, string?]; failure: string; internal: string }
> = {
  request: {
    success: ["Demande envoyée !", "Nous vous contacterons dans les plus brefs délais."],
    failure: "Une erreur est survenue lors de l'envoi de votre demande. Veuillez réessayer.",
    internal: "Erreur lors de l'envoi de la demande de devis",
  },
  contact: {
    success: ["Message envoyé !", "Nous vous répondrons dans les plus brefs délais."],
    failure: "Une erreur est survenue lors de l'envoi de votre message. Veuillez réessayer.",
    internal: "Erreur lors de l'envoi du message",
  },
  newsletter: {
    success: ["Inscription confirmée !"],
    failure: "Une erreur est survenue lors de votre inscription. Veuillez réessayer.",
    internal: "Erreur lors de l'inscription à la newsletter",
  },
};

export type FormKind = keyof typeof RESULTS;

export function toastSuccess(kind: FormKind, serverMessage?: string) {
  const [title, text] = RESULTS[kind].success;
  void showToast((toast) => toast.success(title, { id: FORM_RESULT_TOAST, description: text ?? serverMessage }));
}

/** The destructive 'Erreur' toast; the server's message (or the spec's internal one) goes to the console. */
export function toastFailure(kind: FormKind, error: unknown) {
  console.error(`${RESULTS[kind].internal}:`, error instanceof Error ? error.message : error);
  void showToast((toast) => toast.error("Erreur", { id: FORM_RESULT_TOAST, description: RESULTS[kind].failure }));
}
