import { Quote } from "lucide";
import { Icon } from "@/components/ui/icon";
import type { Testimonial } from "@/lib/projects/types";
import { getLocale, getTranslations } from "@/lib/i18n/server";
import { staticTestimonials } from "@/lib/services/content";
import { SectionHeading } from "./page-hero";

export async function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const t = await getTranslations("Services");
  return (
    <figure className="flex h-full flex-col rounded-xl border bg-card p-6 text-card-foreground shadow-sm">
      <Icon node={Quote} aria-hidden className="size-8 text-primary/40" />
      <blockquote className="mt-4 flex-1 text-muted-foreground">
        {t("testimonials.quote", { content: testimonial.content })}
      </blockquote>
      <figcaption className="mt-6">
        <p className="font-semibold">{testimonial.author}</p>
        <p className="text-sm text-muted-foreground">{testimonial.position}</p>
      </figcaption>
    </figure>
  );
}

export function TestimonialsGrid({ testimonials }: { testimonials: Testimonial[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {testimonials.map((testimonial) => (
        <li key={testimonial.author}>
          <TestimonialCard testimonial={testimonial} />
        </li>
      ))}
    </ul>
  );
}

/** The three static client testimonials, under a heading. */
export async function TestimonialsSection({ id, title }: { id: string; title: string }) {
  const [t, locale] = await Promise.all([getTranslations("Services"), getLocale()]);
  return (
    <section aria-labelledby={id} className="bg-muted/50 py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id={id} eyebrow={t("testimonials.eyebrow")} title={title} />
        <TestimonialsGrid testimonials={staticTestimonials(locale)} />
      </div>
    </section>
  );
}
