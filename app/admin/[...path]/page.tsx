import type { Metadata } from "next";
import { BackOfficeNotFound } from "@/components/admin/back-office-not-found";
import { NotFoundResponse } from "@/components/site/not-found-response";

// Any back-office address no screen matches (the proxy has sent visitors without a session to the login page): a
// French 404, rendered once and kept, as the site's own catch-all does.
export function generateStaticParams() {
  return [{ path: ["introuvable"] }];
}

export const metadata: Metadata = { title: "Page introuvable" };

export default function UnknownBackOfficePage() {
  return (
    <NotFoundResponse>
      <BackOfficeNotFound />
    </NotFoundResponse>
  );
}
