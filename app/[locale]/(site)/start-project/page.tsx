import { X } from "lucide";
import { Icon } from "@/components/ui/icon";
import { BackLink } from "@/components/site/back-link";
import { SiteLink } from "@/components/site/site-link";
import { PageHero } from "@/components/site/page-hero";
import { StartProjectForm } from "@/components/site/forms/start-project-form";
import { formTexts, inPageLanguage } from "@/components/site/forms/texts";
import { getTranslations } from "@/lib/i18n/server";
import { staticPageMetadata } from "@/lib/seo";
import { sendProjectRequest } from "../actions";

export function generateMetadata() {
  return staticPageMetadata("start-project");
}

export default async function StartProjectPage() {
  const t = await getTranslations("StartProjectPage");
  return (
    <>
      <PageHero eyebrow={t("eyebrow")} title={t("title")} description={t("description")} />
      <section className="py-16">
        <div className="relative mx-auto max-w-3xl px-4 sm:px-6">
          <div className="mb-6 flex items-center justify-between">
            <BackLink href="/projects">{t("back")}</BackLink>
            <SiteLink
              href="/projects"
              aria-label={t("close")}
              className="inline-flex size-10 items-center justify-center rounded-full border hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
            >
              <Icon node={X} aria-hidden className="size-5" />
            </SiteLink>
          </div>
          <StartProjectForm action={await inPageLanguage(sendProjectRequest)} texts={await formTexts()} />
        </div>
      </section>
    </>
  );
}
