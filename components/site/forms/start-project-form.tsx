"use client";

// A client component because, sent with scripts, its confirmation takes the visitor home after 3 seconds (spec).
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import type { FormAction } from "@/lib/form-state";
import type { ProjectRequestField } from "@/lib/messages/form-fields";
import { ProjectRequestForm } from "./project-request-form";
import { AFTER_SENT_DELAY_MS, RequestSent } from "./request-sent";

/**
 * The /start-project form: once sent, a confirmation replaces it, with the way home; with scripts the visitor is
 * taken there after 3 seconds.
 */
export function StartProjectForm({ action }: { action: FormAction<ProjectRequestField> }) {
  const router = useRouter();
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
      <ProjectRequestForm
        action={action}
        formType="project"
        heading={<h2 className="mb-2 text-xl font-semibold sm:col-span-2">Décrivez-nous votre projet</h2>}
        submitLabel="Envoyer ma demande"
        onSent={() => setSent(true)}
        sent={({ answeredWithoutScripts }) => (
          <RequestSent wayHome>
            Merci ! Nous vous contacterons dans les plus brefs délais.
            {!answeredWithoutScripts && " Vous allez être redirigé vers l'accueil…"}
          </RequestSent>
        )}
      />
    </div>
  );
}
