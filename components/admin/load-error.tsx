"use client";

import { RefreshCwIcon, TriangleAlertIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/** What a screen shows when its data could not be read: the message and 'Réessayer', which renders it again. */
export function LoadError({ message }: { message: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <Alert variant="destructive">
      <TriangleAlertIcon />
      <AlertDescription className="flex flex-wrap items-center justify-between gap-3">
        <span>{message}</span>
        <Button variant="outline" size="sm" disabled={pending} onClick={() => startTransition(() => router.refresh())}>
          <RefreshCwIcon className={cn(pending && "animate-spin")} />
          Réessayer
        </Button>
      </AlertDescription>
    </Alert>
  );
}
