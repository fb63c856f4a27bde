import { fetchJson } from "@/lib/api-client";
import { visitorSessionId } from "../visitor-session";

interface FormAnswer {
  success?: unknown;
  message?: unknown;
}

/**
 * Posts a public form with the visitor session id and the page it was sent from. Succeeds only when the status is
 * ok and the body says success true (spec section 5); otherwise throws with the server's message.
 */
export async function sendPublicForm(url: string, values: object, page: string): Promise<FormAnswer> {
  const answer = await fetchJson<FormAnswer>(url, {
    method: "POST",
    json: { ...values, sessionId: visitorSessionId(), page },
  });
  if (answer?.success !== true)
    throw new Error(typeof answer?.message === "string" ? answer.message : "Réponse inattendue du serveur");
  return answer;
}
