import { ApiError, parseIdParam } from "@/lib/api";
import { adminRoute } from "@/lib/auth";
import { deleteMessage, findMessage } from "@/lib/messages/inbox";

const NOT_FOUND = "Message introuvable.";

/** Spec: GET /form-conversions/{id} → {success, conversion} (with its reply history). */
export const GET = adminRoute(
  "messages:read",
  async (_request, { params }: RouteContext<"/api/form-conversions/[id]">) => {
    const conversion = await findMessage(parseIdParam((await params).id, NOT_FOUND));
    if (!conversion) throw ApiError.notFound(NOT_FOUND);
    return Response.json({ success: true, conversion });
  },
);

/** Spec: DELETE /form-conversions/{id} → {success, message}. */
export const DELETE = adminRoute(
  "messages:write",
  async (_request, { params }: RouteContext<"/api/form-conversions/[id]">, user) => {
    await deleteMessage(parseIdParam((await params).id, NOT_FOUND), user.id);
    return Response.json({ success: true, message: "Message supprimé" });
  },
);
