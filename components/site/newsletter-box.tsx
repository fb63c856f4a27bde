import { Mail } from "lucide-react";
import { Button } from "@/components/ui/button";

/**
 * The blog's newsletter box. Until the subscription form exists, 'S'abonner' opens an e-mail to the agency.
 * Issue 4 replaces this component with the form (e-mail input with its label and the 'S'abonner' button).
 */
export function NewsletterBox({ email }: { email: string }) {
  const subject = encodeURIComponent("Inscription à la newsletter");
  const body = encodeURIComponent("Bonjour,\n\nJe souhaite recevoir votre newsletter à cette adresse e-mail.\n");
  return (
    <section aria-labelledby="newsletter" data-testid="newsletter-box" className="rounded-2xl bg-brand-dark p-8 text-white sm:p-12">
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-4 text-center">
        <Mail aria-hidden className="size-10 text-white/80" />
        <h2 id="newsletter" className="text-2xl font-bold tracking-tight sm:text-3xl">
          Restez informé
        </h2>
        <p className="text-white/80">Recevez nos derniers articles, conseils et retours d&apos;expérience directement dans votre boîte mail.</p>
        <Button asChild size="lg" className="mt-2">
          <a href={`mailto:${email}?subject=${subject}&body=${body}`}>S&apos;abonner</a>
        </Button>
      </div>
    </section>
  );
}
