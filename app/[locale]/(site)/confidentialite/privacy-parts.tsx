import type { ReactNode } from "react";
import type { SiteSettingsView } from "@/lib/settings/defaults";
import type { RetentionSettings } from "@/lib/settings/retention-schema";

// The privacy page's building blocks, shared by its text in each language (privacy-fr.tsx, privacy-en.tsx).

/** What a language's text is written from: the agency's details and the retention durations. */
export interface PrivacyTextProps {
  settings: Pick<SiteSettingsView, "companyName" | "email" | "phone" | "address">;
  retention: RetentionSettings;
}

export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-4">
      <h2 id={id} className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** What the site collects, one card each: the data, why, and how long it is kept. */
export function CollectedList({
  labels,
  items,
}: {
  /** 'Données : ', 'Pourquoi : ', 'Combien de temps : '. */
  labels: { data: string; why: string; howLong: string };
  items: { what: string; data: string; why: string; howLong: string }[];
}) {
  return (
    <dl className="space-y-6">
      {items.map((item) => (
        <div key={item.what} className="rounded-xl border bg-card p-5 text-card-foreground shadow-sm sm:p-6">
          <dt className="text-lg font-semibold">{item.what}</dt>
          <dd className="mt-3 space-y-2 text-sm text-muted-foreground">
            <p>
              <strong className="text-foreground">{labels.data}</strong>
              {item.data}
            </p>
            <p>
              <strong className="text-foreground">{labels.why}</strong>
              {item.why}
            </p>
            <p>
              <strong className="text-foreground">{labels.howLong}</strong>
              {item.howLong}
            </p>
          </dd>
        </div>
      ))}
    </dl>
  );
}
