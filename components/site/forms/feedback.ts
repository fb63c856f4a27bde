import { showToast } from "../toasts";
import { FORM_RESULTS, type FormKind } from "./results";

// One id for every form's result toast: a new result replaces the one on screen (spec: one toast at a time).
const FORM_RESULT_TOAST = "form-result";

/** The spec's success toast; the newsletter's text is the server's message. */
export function toastSuccess(kind: FormKind, serverMessage?: string) {
  const { title, text } = FORM_RESULTS[kind].success;
  void showToast((toast) => toast.success(title, { id: FORM_RESULT_TOAST, description: text ?? serverMessage }));
}

/** The destructive 'Erreur' toast; the server's message (or the spec's internal one) goes to the console. */
export function toastFailure(kind: FormKind, serverMessage?: string) {
  console.error(`${FORM_RESULTS[kind].internal}:`, serverMessage ?? "réponse inattendue du serveur");
  void showToast((toast) => toast.error("Erreur", { id: FORM_RESULT_TOAST, description: FORM_RESULTS[kind].failure }));
}
