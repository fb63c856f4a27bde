import type { Metadata } from "next";
import { BackOfficeNotFound } from "@/components/admin/back-office-not-found";

export const metadata: Metadata = { title: "Page introuvable" };

/** What the browser shows of a back-office 404 once its scripts run (app/admin/[...path] renders it on the server). */
export default function NotFound() {
  return <BackOfficeNotFound />;
}
