"use client";

import { RotateCw } from "lucide-react";
import { Button } from "@/components/ui/button";

/** 'Réessayer': reloads the page. */
export function RetryButton() {
  return (
    <Button type="button" variant="outline" onClick={() => window.location.reload()}>
      <RotateCw aria-hidden />
      Réessayer
    </Button>
  );
}
