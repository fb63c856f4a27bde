"use client";

import { RefreshCwIcon, TriangleAlertIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useTransition } from "react";
import { toast as showToast } from "sonner";
import { PageHeader } from "@/components/admin/page-header";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/** A toast the spec shows when a screen could not load (title, and the line under it). */
export interface LoadErrorToast {
  title: string;
  description?: string;
}

/**
 * The back office's one load-error view (adminPage shows it when a page's data could not be read): the page's title,
 * the screen's French message (and the server's, when given) and 'Réessayer', which renders the page again; with
 * the screen's toast, once per failed render, where the spec has one.
 */
export function LoadError({
  title,
  message,
  detail,
  toast,
}: {
  title?: string;
  message: string;
  detail?: string;
  toast?: LoadErrorToast;
}) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const toastTitle = toast?.title;
  const toastDescription = toast?.description;
  useEffect(() => {
    if (toastTitle) showToast.error(toastTitle, { description: toastDescription });
  }, [toastTitle, toastDescription]);
  return (
    <>
      {title && <PageHeader title={title} />}
      <Alert variant="destructive">
        <TriangleAlertIcon />
        <AlertDescription className="flex flex-wrap items-center justify-between gap-3">
          <span>
            {message}
            {detail && <span className="mt-1 block">{detail}</span>}
          </span>
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
