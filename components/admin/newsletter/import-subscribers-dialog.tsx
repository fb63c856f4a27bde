"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { UploadIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { type Resolver, useForm } from "react-hook-form";
import { toast } from "sonner";
import { applyFieldErrors } from "@/components/admin/form-errors";
import { FormDialogFooter } from "@/components/admin/form-dialog-footer";
import { TextareaField } from "@/components/admin/text-field";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Form } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { ServerAction } from "@/lib/auth/action-result";
import type { ImportReport } from "@/lib/newsletter/admin";
import { type SubscribersImport, subscribersImportSchema } from "@/lib/newsletter/schemas";

interface ImportValues {
  csv: string;
  consentNote: string;
}

const FIELDS = ["csv", "consentNote"] as const;

/** What the import did, in a sentence. */
function reportText(report: ImportReport): string {
  const parts = [`${report.imported} adresse(s) ajoutée(s)`];
  if (report.alreadyListed > 0) parts.push(`${report.alreadyListed} déjà dans la liste (inchangée(s))`);
  if (report.invalid > 0)
    parts.push(`${report.invalid} ligne(s) ignorée(s) (lignes ${report.invalidLines.join(", ")})`);
  return `${parts.join(", ")}.`;
}

/**
 * 'Importer des abonnés': a CSV file (or its text pasted), and where the consent of these addresses came from, which
 * the import requires. Imported addresses are confirmed; those already listed are left as they are.
 */
export function ImportSubscribersDialog({
  importSubscribers,
}: {
  importSubscribers: ServerAction<SubscribersImport, ImportReport>;
}) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const form = useForm<ImportValues, unknown, SubscribersImport>({
    resolver: zodResolver(subscribersImportSchema) as Resolver<ImportValues, unknown, SubscribersImport>,
    defaultValues: { csv: "", consentNote: "" },
  });
  const submitting = form.formState.isSubmitting;

  async function readFile(file: File | undefined) {
    if (file) form.setValue("csv", await file.text(), { shouldValidate: true });
  }

  async function save() {
    const result = await importSubscribers(form.getValues());
    if (!result.ok) {
      if (applyFieldErrors(form.setError, result.fieldErrors, FIELDS)) return;
      toast.error("Impossible d'importer les abonnés. Veuillez réessayer.", { description: result.error });
      return;
    }
    toast.success("Import terminé", { description: reportText(result.data) });
    form.reset();
    setOpen(false);
    router.refresh();
  }

  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)} aria-haspopup="dialog">
        <UploadIcon />
        Importer (CSV)
      </Button>
      <Dialog open={open} onOpenChange={(next) => !submitting && setOpen(next)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Importer des abonnés</DialogTitle>
            <DialogDescription>
              Un fichier CSV avec une colonne « E-mail » (ou les adresses en première colonne). Les adresses importées
              sont confirmées ; celles déjà présentes, désinscrites comprises, restent inchangées.
            </DialogDescription>
          </DialogHeader>
          <Form {...form}>
            <form onSubmit={form.handleSubmit(save)} noValidate className="grid grid-cols-1 gap-4">
              <div className="grid gap-2">
                <Label htmlFor="newsletter-import-file">Fichier CSV</Label>
                <Input
                  id="newsletter-import-file"
                  type="file"
                  accept=".csv,text/csv,text/plain"
                  onChange={(event) => void readFile(event.target.files?.[0])}
                />
              </div>
              <TextareaField
                control={form.control}
                name="csv"
                label="Contenu du fichier"
                description="Rempli par le fichier choisi, ou collez les adresses ici (une par ligne)."
                rows={5}
              />
              <TextareaField
                control={form.control}
                name="consentNote"
                label="Provenance du consentement"
                description="Obligatoire : où et comment ces personnes ont accepté de recevoir la newsletter (ex. : « Inscrits au salon Digital Abidjan du 12/10, case cochée sur le formulaire papier »)."
                rows={3}
              />
              <FormDialogFooter submitting={submitting} onCancel={() => setOpen(false)}>
                Importer
              </FormDialogFooter>
            </form>
          </Form>
        </DialogContent>
      </Dialog>
    </>
  );
}
