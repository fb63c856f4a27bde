import { parseIdParam, readJsonBody } from "@/lib/api";
import { adminRoute } from "@/lib/auth";
import { replyToMessage } from "@/lib/messages/inbox";
import { replySchema } from "@/lib/messages/schemas";

/**
 * Spec: POST /form-conversions/{id}/reply {replyContent, to, subject} → {success, message}. E-mailed to the
 * sender only; 502 'Erreur lors de l'envoi de la réponse' when the mail server fails (the reply is kept as failed).
 */
export const POST = adminRoute(
  "messages:write",
  async (request, { params }: RouteContext<"/api/form-conversions/[id]/reply">, user) => {
    const id = parseIdParam((await params).id, "Message introuvable.");
    const reply = await replyToMessage(id, await readJsonBody(request, replySchema), user.id);
    return Response.json({ success: true, message: "Réponse envoyée", reply });
  },
);
