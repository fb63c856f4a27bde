import { showToast } from "../toasts";
import { FORM_FAILURE_LOGS, type FormKind, type FormResults, successText } from "./results";

// One id for every form's result toast: a new result replaces the one on screen (spec: one toast at a time).
const FORM_RESULT_TOAST = "form-result";

/** The spec's success toast; the newsletter's text is the server's message. */
export function toastSuccess(results: FormResults, kind: FormKind, serverMessage?: string) {
  const description = successText(results, kind) ?? serverMessage;
  void showToast((toast) => toast.success(results[kind].title, { id: FORM_RESULT_TOAST, description }));
}

/** The destructive 'Erreur' toast; the server's message (or the spec's internal one) goes to the console. */
export function toastFailure(results: FormResults, kind: FormKind, serverMessage?: string) {
  console.error(`${FORM_FAILURE_LOGS[kind]}:`, serverMessage ?? "réponse inattendue du serveur");
  void showToast((toast) => toast.error(results.error, { id: FORM_RESULT_TOAST, description: results[kind].failure }));
}
