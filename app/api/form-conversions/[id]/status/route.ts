import { parseIdParam, readJsonBody } from "@/lib/api";
import { adminRoute } from "@/lib/auth";
import { updateMessageStatus } from "@/lib/messages/inbox";
import { statusUpdateSchema } from "@/lib/messages/schemas";

/** Spec: PUT /form-conversions/{id}/status {status} → {success, message}. Only completed → processed; 400 otherwise. */
export const PUT = adminRoute(
  "messages:write",
  async (request, { params }: RouteContext<"/api/form-conversions/[id]/status">, user) => {
    const id = parseIdParam((await params).id, "Message introuvable.");
    const { status } = await readJsonBody(request, statusUpdateSchema);
    const conversion = await updateMessageStatus(id, status, user.id);
    return Response.json({ success: true, message: "Le message a été marqué comme traité.", conversion });
  },
);
