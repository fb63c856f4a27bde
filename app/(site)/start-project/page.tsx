import { ArrowLeft, X } from "lucide";
import { Icon } from "@/components/ui/icon";
import { SiteLink } from "@/components/site/site-link";
import { PageHero } from "@/components/site/page-hero";
import { StartProjectForm } from "@/components/site/forms/start-project-form";
import { staticPageMetadata } from "@/lib/seo";
import { sendProjectRequest } from "../actions";

export function generateMetadata() {
  return staticPageMetadata("start-project");
}

export default function StartProjectPage() {
  return (
    <>
      <PageHero
        eyebrow="Nouveau projet"
        title="Démarrer un projet"
        description="Quelques informations suffisent pour que nous préparions une proposition adaptée à vos besoins."
      />
      <section className="py-16">
        <div className="relative mx-auto max-w-3xl px-4 sm:px-6">
          <div className="mb-6 flex items-center justify-between">
            <SiteLink
              href="/projects"
              className="inline-flex items-center gap-2 text-sm font-medium text-muted-foreground hover:text-foreground hover:underline"
            >
              <Icon node={ArrowLeft} aria-hidden className="size-4" />
              Retour aux projets
            </SiteLink>
            <SiteLink
              href="/projects"
              aria-label="Fermer"
              className="inline-flex size-10 items-center justify-center rounded-full border hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
            >
              <Icon node={X} aria-hidden className="size-5" />
            </SiteLink>
          </div>
          <StartProjectForm action={sendProjectRequest} />
        </div>
      </section>
    </>
  );
}
