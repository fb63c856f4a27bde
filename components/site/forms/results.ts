/**
 * The spec's result texts of each visitor's form (section 8): toasts with scripts, the same words in the page when
 * the form was sent without them (components/site/forms/public-form.tsx).
 */
export const FORM_RESULTS = {
  request: {
    success: { title: "Demande envoyée !", text: "Nous vous contacterons dans les plus brefs délais." },
    failure: "Une erreur est survenue lors de l'envoi de votre demande. Veuillez réessayer.",
    internal: "Erreur lors de l'envoi de la demande de devis",
  },
  contact: {
    success: { title: "Message envoyé !", text: "Nous vous répondrons dans les plus brefs délais." },
    failure: "Une erreur est survenue lors de l'envoi de votre message. Veuillez réessayer.",
    internal: "Erreur lors de l'envoi du message",
  },
  // The newsletter's success text is the server's (lib/newsletter/rules.ts), the same for every address: the
  // subscription is confirmed later, from the mailed link (double opt-in), so the title asks the visitor to look.
  newsletter: {
    success: { title: "Vérifiez votre boîte mail", text: undefined },
    failure: "Une erreur est survenue lors de votre inscription. Veuillez réessayer.",
    internal: "Erreur lors de l'inscription à la newsletter",
  },
} as const satisfies Record<
  string,
  { success: { title: string; text: string | undefined }; failure: string; internal: string }
>;

export type FormKind = keyof typeof FORM_RESULTS;
