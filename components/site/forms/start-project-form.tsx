"use client";

// A client component because, sent with scripts, its confirmation takes the visitor home after 3 seconds (spec).
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import type { FormAction } from "@/lib/form-state";
import { localizedPath } from "@/lib/i18n/paths";
import type { ProjectRequestField } from "@/lib/messages/form-fields";
import { ProjectRequestForm } from "./project-request-form";
import { AFTER_SENT_DELAY_MS, RequestSent } from "./request-sent";
import { usePageLocale } from "../use-page-path";
import type { FormTexts } from "./texts";

/**
 * The /start-project form: once sent, a confirmation replaces it, with the way home; with scripts the visitor is
 * taken there after 3 seconds.
 */
export function StartProjectForm({ action, texts }: { action: FormAction<ProjectRequestField>; texts: FormTexts }) {
  const router = useRouter();
  const home = localizedPath("/", usePageLocale());
  const [sent, setSent] = useState(false);

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => router.push(home), AFTER_SENT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [sent, router, home]);

  return (
    <div
      data-testid="project-request-area"
      className="rounded-2xl border bg-card p-6 text-card-foreground shadow-sm sm:p-8"
    >
      <ProjectRequestForm
        action={action}
        formType="project"
        texts={texts}
        heading={<h2 className="mb-2 text-xl font-semibold sm:col-span-2">{texts.startProject.heading}</h2>}
        submitLabel={texts.submit.project}
        onSent={() => setSent(true)}
        sent={({ answeredWithoutScripts }) => (
          <RequestSent texts={texts.sent} wayHome>
            {texts.sent.project}
            {!answeredWithoutScripts && ` ${texts.sent.redirecting}`}
          </RequestSent>
        )}
      />
    </div>
  );
}
