"use client";

import { CircleCheckIcon } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { Alert, AlertDescription } from "@/components/ui/alert";

/** How long a list screen's success message stays (spec: 3 s). */
export const SUCCESS_BANNER_MS = 3000;

/** A list screen's success message: shown by `show(message)`, hidden 3 s later (each new message restarts the delay). */
export function useSuccessBanner() {
  const [banner, setBanner] = useState<{ message: string; key: number } | null>(null);
  useEffect(() => {
    if (!banner) return;
    const timer = window.setTimeout(() => setBanner(null), SUCCESS_BANNER_MS);
    return () => window.clearTimeout(timer);
  }, [banner]);
  const show = useCallback((message: string) => setBanner({ message, key: Date.now() }), []);
  return { message: banner?.message ?? null, show };
}

export function SuccessBanner({ message }: { message: string | null }) {
  return (
    <div role="status" aria-live="polite">
      {message && (
        <Alert className="mb-4 border-success/40 text-success">
          <CircleCheckIcon />
          <AlertDescription className="text-foreground">{message}</AlertDescription>
        </Alert>
      )}
    </div>
  );
}
