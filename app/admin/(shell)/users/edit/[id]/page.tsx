import type { Metadata } from "next";
import { UsersPage } from "@/components/admin/users/users-page";

export const metadata: Metadata = { title: "Modifier un utilisateur" };

export default async function EditUserRoute({ params }: PageProps<"/admin/users/edit/[id]">) {
  const id = Number((await params).id);
  return <UsersPage editUserId={Number.isSafeInteger(id) ? id : -1} />;
}
