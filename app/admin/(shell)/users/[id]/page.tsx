import { redirect } from "next/navigation";

/** The activity feed links a user to /admin/users/{id} (spec): that is the users screen with the edit dialog. */
export default async function UserRoute({ params }: PageProps<"/admin/users/[id]">) {
  const { id } = await params;
  redirect(/^\d+$/.test(id) ? `/admin/users/edit/${id}` : "/admin/users");
}
