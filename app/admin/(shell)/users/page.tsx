import type { Metadata } from "next";
import { UsersPage } from "@/components/admin/users/users-page";

export const metadata: Metadata = { title: "Utilisateurs" };

export default function UsersRoute() {
  return <UsersPage />;
}
