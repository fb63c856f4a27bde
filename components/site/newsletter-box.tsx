import { Mail } from "lucide";
import { Icon } from "@/components/ui/icon";
import { getTranslations } from "@/lib/i18n/server";
import type { FormAction } from "@/lib/form-state";
import type { NewsletterField } from "@/lib/messages/form-fields";
import { NewsletterForm } from "./forms/newsletter-form";
import { formTexts } from "./forms/texts";
import { PrivacyNotice } from "./privacy-notice";

/** The blog's newsletter box: an e-mail address and 'S'abonner'. */
export async function NewsletterBox({ action }: { action: FormAction<NewsletterField> }) {
  const [t, texts] = await Promise.all([getTranslations("NewsletterBox"), formTexts()]);
  return (
    <section
      aria-labelledby="newsletter"
      data-testid="newsletter-box"
      className="rounded-2xl bg-brand-dark p-8 text-white sm:p-12"
    >
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-4 text-center">
        <Icon node={Mail} aria-hidden className="size-10 text-white/80" />
        <h2 id="newsletter" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t("title")}
        </h2>
        <p className="text-white/80">{t("pitch")}</p>
        <div className="mt-2 flex w-full justify-center">
          <NewsletterForm action={action} texts={texts} />
        </div>
        <p className="text-sm text-white/70">{t("confirmation")}</p>
        <PrivacyNotice texts={texts.privacy} className="text-white/70" linkClassName="text-white" />
      </div>
    </section>
  );
}
