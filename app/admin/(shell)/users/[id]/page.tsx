import { redirect } from "next/navigation";
import { adminPage } from "@/lib/auth/page";
import { parseId } from "@/lib/ids";

/** The activity feed links a user to /admin/users/{id} (spec): that is the users screen with the edit dialog. */
export default adminPage("/admin/users/[id]", {
  permission: "users:read",
  render: ({ params }) => {
    const id = parseId(params.id);
    redirect(id === null ? "/admin/users" : `/admin/users/edit/${id}`);
  },
});
