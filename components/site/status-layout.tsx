import type { ReactNode } from "react";

/**
 * The frame of a full-page state: an error notice, a code, a title, a message and the actions. Free of the
 * server-drawn Icon and of tailwind-merge, so that the site's error boundary (a client component) can use it too.
 */
export function StatusLayout({
  code,
  title,
  message,
  notice,
  children,
}: {
  code?: string;
  title: string;
  message?: ReactNode;
  /** An error shown above the title, e.g. 'Impossible de charger le projet…'. */
  notice?: string;
  /** The actions: a link back, a retry. */
  children: ReactNode;
}) {
  return (
    <>
      <div aria-hidden className="h-26 bg-brand-dark" />
      <section className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center gap-4 px-6 py-20 text-center">
        {notice && (
          <p role="alert" className="text-destructive">
            {notice}
          </p>
        )}
        {code && <p className="text-7xl font-bold text-primary">{code}</p>}
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        {message && <p className="text-lg text-muted-foreground">{message}</p>}
        <div className="mt-4 flex flex-wrap justify-center gap-3">{children}</div>
      </section>
    </>
  );
}
