"use client";

import { RefreshCwIcon, TriangleAlertIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { PageHeader } from "@/components/admin/page-header";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/**
 * The back office's one load-error view (adminPage shows it when a page's data could not be read): the page's title,
 * the screen's French message and 'Réessayer', which renders the page again.
 */
export function LoadError({ title, message }: { title?: string; message: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <>
      {title && <PageHeader title={title} />}
      <Alert variant="destructive">
        <TriangleAlertIcon />
        <AlertDescription className="flex flex-wrap items-center justify-between gap-3">
          <span>{message}</span>
          <Button
            variant="outline"
            size="sm"
            disabled={pending}
            onClick={() => startTransition(() => router.refresh())}
          >
            <RefreshCwIcon className={cn(pending && "animate-spin")} />
            Réessayer
          </Button>
        </AlertDescription>
      </Alert>
    </>
  );
}
