import type { Metadata } from "next";
import { adminPage } from "@/lib/auth/page";
import { usersPage } from "./users-page";

export const metadata: Metadata = { title: "Utilisateurs" };

export default adminPage(
  "/admin/users",
  usersPage(() => undefined),
);
