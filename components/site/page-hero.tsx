import type { ReactNode } from "react";
import { JsonLd } from "@/components/site/json-ld";
import { getTranslations } from "@/lib/i18n/server";
import { breadcrumbJsonLd } from "@/lib/seo";
import { cn } from "@/lib/utils";
import { Breadcrumbs } from "./breadcrumbs";

/** The first step of every breadcrumb trail: the home page, in the page's language. */
export async function homeCrumb(): Promise<{ name: string; path: string }> {
  const t = await getTranslations("Navigation");
  return { name: t("home"), path: "/" };
}

/**
 * The dark banner that opens every public page. It sits under the fixed header (top bar and navigation),
 * whose transparent navigation bar shows white text on it. `trail` is the page's place under the home page
 * (`[{ name: "Blog", path: "/blog" }]`), given to search engines as BreadcrumbList structured data.
 */
export async function PageHero({
  trail,
  eyebrow,
  title,
  description,
  children,
  className,
}: {
  trail?: { name: string; path: string }[];
  eyebrow?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <>
      {trail && <JsonLd data={breadcrumbJsonLd([await homeCrumb(), ...trail])} />}
      <section className={cn("relative overflow-hidden bg-brand-dark pt-40 pb-16 text-white sm:pb-20", className)}>
        <div
          aria-hidden
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,color-mix(in_oklch,var(--primary)_35%,transparent),transparent_60%)]"
        />
        <div className="relative mx-auto max-w-7xl px-4 sm:px-6">
          {eyebrow && (
            <div className="mb-4 text-sm font-semibold tracking-wider text-white/75 uppercase">{eyebrow}</div>
          )}
          <h1 className="max-w-4xl text-4xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
          {description && <div className="mt-5 max-w-3xl text-lg text-white/80">{description}</div>}
          {children}
        </div>
      </section>
    </>
  );
}

export function SectionHeading({
  id,
  eyebrow,
  title,
  description,
  className,
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  description?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn("mx-auto mb-10 max-w-3xl text-center", className)}>
      {eyebrow && <p className="text-sm font-semibold tracking-wider text-primary uppercase">{eyebrow}</p>}
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      {description && <p className="mt-4 text-lg text-muted-foreground">{description}</p>}
    </div>
  );
}

/**
 * The banner of a project or an article: breadcrumbs from the home page through its list, its category and title,
 * then what the page puts under them (client, or date, author and reading time).
 */
export async function DetailHero({
  list,
  path,
  title,
  category,
  children,
  className,
}: {
  list: { name: string; path: string };
  path: string;
  title: string;
  /** The category's badge (an article's is in its category's colour). */
  category: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className="bg-brand-dark pt-36 pb-12 text-white">
      <div className={cn("mx-auto max-w-7xl px-4 sm:px-6", className)}>
        <Breadcrumbs tone="dark" items={[await homeCrumb(), list, { name: title, path }]} />
        <div className="mt-6">{category}</div>
        <h1 className="mt-4 max-w-4xl text-3xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
        {children}
      </div>
    </section>
  );
}

const CALL_TONES = {
  plain: { section: "", text: "text-muted-foreground" },
  primary: { section: "bg-primary text-primary-foreground", text: "" },
  dark: { section: "bg-brand-dark text-white", text: "text-white/80" },
};

/** A call to action: a heading, a sentence and its buttons, centred. */
export function CallToAction({
  id,
  title,
  text,
  tone = "plain",
  children,
}: {
  id: string;
  title: string;
  text: ReactNode;
  tone?: keyof typeof CALL_TONES;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={cn("py-20", CALL_TONES[tone].section)}>
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-6 px-4 text-center">
        <h2 id={id} className="text-3xl font-bold tracking-tight text-balance">
          {title}
        </h2>
        <p className={cn("text-lg", CALL_TONES[tone].text)}>{text}</p>
        <div className="flex flex-col gap-4 sm:flex-row">{children}</div>
      </div>
    </section>
  );
}
