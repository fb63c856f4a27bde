import Link from "next/link";
import { buttonVariants } from "@/components/ui/button-variants";
import { DASHBOARD_PATH } from "@/lib/auth/paths";

/**
 * An address of the back office that names no screen ('/admin/inconnu', '/admin/blogs/edit/1/x'), in French: the
 * site's not-found page keeps the public spec's title, which is English.
 */
export function BackOfficeNotFound() {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-muted px-4 py-12">
      <div className="max-w-md space-y-4 text-center">
        <p className="text-sm font-medium text-muted-foreground">Erreur 404</p>
        <h1 className="text-2xl font-bold tracking-tight">Page introuvable</h1>
        <p className="text-muted-foreground">Cette page du back-office n&apos;existe pas ou a été déplacée.</p>
        <Link href={DASHBOARD_PATH} className={buttonVariants()}>
          Retour au tableau de bord
        </Link>
      </div>
    </main>
  );
}
