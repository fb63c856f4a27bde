"use client";

import { ArrowRight } from "lucide-react";
import { SiteLink } from "./site-link";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";

/**
 * The quote-request modal. Until the quote form exists, it sends the visitor to the project request page.
 * Issue 4 replaces this body with the form.
 */
export default function QuoteDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Demander un devis</DialogTitle>
          <DialogDescription>
            Décrivez-nous votre projet : type de projet, budget, délais. Nous vous répondons dans les plus brefs délais avec une proposition adaptée.
          </DialogDescription>
        </DialogHeader>
        <Button asChild size="lg">
          <SiteLink href="/start-project" onClick={() => onOpenChange(false)}>
            Décrire mon projet
            <ArrowRight aria-hidden />
          </SiteLink>
        </Button>
      </DialogContent>
    </Dialog>
  );
}
