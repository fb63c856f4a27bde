import { toast } from "sonner";

// One id for every form's result toast: a new result replaces the one on screen (spec: one toast at a time).
const FORM_RESULT_TOAST = "form-result";

/** The spec's toasts (section 8), by form. */
const RESULTS = {
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
    success: ["Inscription confirmée !", "Vous recevrez nos prochains articles par e-mail."],
    failure: "Une erreur est survenue lors de votre inscription. Veuillez réessayer.",
    internal: "Erreur lors de l'inscription à la newsletter",
  },
} as const;

export type FormKind = keyof typeof RESULTS;

export function toastSuccess(kind: FormKind, description?: string) {
  const [title, text] = RESULTS[kind].success;
  toast.success(title, { id: FORM_RESULT_TOAST, description: description ?? text });
}

/** The destructive 'Erreur' toast; the server's message (or the spec's internal one) goes to the console. */
export function toastFailure(kind: FormKind, error: unknown) {
  console.error(`${RESULTS[kind].internal}:`, error instanceof Error ? error.message : error);
  toast.error("Erreur", { id: FORM_RESULT_TOAST, description: RESULTS[kind].failure });
}
