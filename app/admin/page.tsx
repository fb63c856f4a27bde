import { redirect } from "next/navigation";
import { DASHBOARD_PATH } from "@/lib/auth/paths";

export default function AdminIndexPage() {
  redirect(DASHBOARD_PATH);
}
