import type { Metadata } from "next";
import { adminPage } from "@/lib/auth/page";
import { parseId } from "@/lib/ids";
import { usersPage } from "../../users-page";

export const metadata: Metadata = { title: "Modifier un utilisateur" };

export default adminPage(
  "/admin/users/edit/[id]",
  usersPage(({ id }) => parseId(id)),
);
