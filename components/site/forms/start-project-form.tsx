"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { ProjectRequestForm, useProjectRequest } from "./project-request-form";
import { AFTER_SENT_DELAY_MS, RequestSent } from "./request-sent";

/** The /start-project form: once sent, a confirmation replaces it and the visitor is taken home after 3 seconds. */
export function StartProjectForm() {
  const router = useRouter();
  const request = useProjectRequest("project");
  const [sent, setSent] = useState(false);

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => router.push("/"), AFTER_SENT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [sent, router]);

  return (
    <div
      data-testid="project-request-area"
      className="rounded-2xl border bg-card p-6 text-card-foreground shadow-sm sm:p-8"
    >
      {sent ? (
        <RequestSent>
          Merci ! Nous vous contacterons dans les plus brefs délais. Vous allez être redirigé vers l&apos;accueil…
        </RequestSent>
      ) : (
        <>
          <h2 className="mb-6 text-xl font-semibold">Décrivez-nous votre projet</h2>
          <ProjectRequestForm request={request} onSent={() => setSent(true)} submitLabel="Envoyer ma demande" />
        </>
      )}
    </div>
  );
}
