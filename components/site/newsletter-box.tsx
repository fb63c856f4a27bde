import { Mail } from "lucide";
import { Icon } from "@/components/ui/icon";
import type { FormAction } from "@/lib/form-state";
import type { NewsletterField } from "@/lib/messages/form-fields";
import { NewsletterForm } from "./forms/newsletter-form";
import { PrivacyNotice } from "./privacy-notice";

/** The blog's newsletter box: an e-mail address and 'S'abonner'. */
export function NewsletterBox({ action }: { action: FormAction<NewsletterField> }) {
  return (
    <section
      aria-labelledby="newsletter"
      data-testid="newsletter-box"
      className="rounded-2xl bg-brand-dark p-8 text-white sm:p-12"
    >
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-4 text-center">
        <Icon node={Mail} aria-hidden className="size-10 text-white/80" />
        <h2 id="newsletter" className="text-2xl font-bold tracking-tight sm:text-3xl">
          Restez informé
        </h2>
        <p className="text-white/80">
          Recevez nos derniers articles, conseils et retours d&apos;expérience directement dans votre boîte mail.
        </p>
        <div className="mt-2 flex w-full justify-center">
          <NewsletterForm action={action} />
        </div>
        <p className="text-sm text-white/70">
          Un e-mail vous demandera de confirmer votre inscription. Chaque lettre contient un lien de désinscription.
        </p>
        <PrivacyNotice className="text-white/70" linkClassName="text-white" />
      </div>
    </section>
  );
}
