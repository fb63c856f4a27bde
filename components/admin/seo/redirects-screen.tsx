"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowRightIcon, PlusIcon, Trash2Icon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { ConfirmDeleteDialog, DeletedItemDetails } from "@/components/admin/confirm-delete-dialog";
import { EmptyTableRow } from "@/components/admin/empty-table-row";
import { applyFieldErrors } from "@/components/admin/form-errors";
import { PendingButton } from "@/components/admin/pending-button";
import { TextField } from "@/components/admin/text-field";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Form } from "@/components/ui/form";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { ServerAction } from "@/lib/auth/action-result";
import { formatDateTime } from "@/lib/dates";
import type { MissingPathView, RedirectView } from "@/lib/redirects";
import { type ManualRedirectInput, manualRedirectSchema } from "@/lib/redirects/schemas";

const SOURCE_LABELS = { slug: "Slug modifié", manual: "Manuelle" } as const;
const FIELDS = ["fromPath", "toPath"] as const;

/** /admin/redirects: the redirects, 'Ajouter une redirection', and the most requested unknown paths. */
export function RedirectsScreen({
  redirects,
  missingPaths,
  add,
  remove,
}: {
  redirects: RedirectView[];
  missingPaths: MissingPathView[];
  add: ServerAction<ManualRedirectInput, RedirectView>;
  remove: ServerAction<{ id: number }, { id: number }>;
}) {
  const router = useRouter();
  const [deleting, setDeleting] = useState<RedirectView | null>(null);
  const form = useForm<ManualRedirectInput>({
    resolver: zodResolver(manualRedirectSchema),
    defaultValues: { fromPath: "", toPath: "" },
  });

  async function submit() {
    const result = await add(form.getValues());
    if (!result.ok) {
      if (!applyFieldErrors(form.setError, result.fieldErrors, FIELDS))
        toast.error("Impossible d'ajouter la redirection.", { description: result.error });
      return;
    }
    form.reset({ fromPath: "", toPath: "" });
    toast.success("Redirection ajoutée", {
      description: `${result.data.fromPath} mène désormais à ${result.data.toPath}.`,
    });
    router.refresh();
  }

  async function confirmDelete() {
    if (!deleting) return;
    const result = await remove({ id: deleting.id });
    if (!result.ok) {
      toast.error("Impossible de supprimer la redirection.", { description: result.error });
      return;
    }
    toast.success("Redirection supprimée", { description: `${deleting.fromPath} ne mène plus nulle part.` });
    setDeleting(null);
    router.refresh();
  }

  function createFrom(path: string) {
    form.setValue("fromPath", path, { shouldDirty: true });
    form.setFocus("toPath");
  }

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle>Ajouter une redirection</CardTitle>
          <CardDescription>
            L&apos;ancienne adresse répond 308 (redirection permanente) vers la nouvelle : un chemin du site ou une
            adresse de ce site. Elle s&apos;applique aux adresses qui n&apos;affichent aucune page.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Form {...form}>
            <form
              method="post"
              noValidate
              onSubmit={(event) => form.handleSubmit(submit)(event)}
              className="grid grid-cols-1 gap-4 md:grid-cols-[1fr_1fr_auto] md:items-start"
            >
              <TextField control={form.control} name="fromPath" label="Ancienne adresse" placeholder="/ancienne-page" />
              <TextField control={form.control} name="toPath" label="Nouvelle adresse" placeholder="/contact" />
              <PendingButton
                type="submit"
                className="md:mt-6"
                pending={form.formState.isSubmitting}
                pendingLabel="Ajout..."
              >
                <PlusIcon />
                Ajouter
              </PendingButton>
            </form>
          </Form>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Redirections</CardTitle>
          <CardDescription>
            Celles des slugs modifiés d&apos;articles publiés sont créées seules ; chacune mène directement à
            l&apos;adresse actuelle.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Table scrollLabel="Redirections">
            <TableHeader>
              <TableRow>
                <TableHead>Ancienne adresse</TableHead>
                <TableHead>Nouvelle adresse</TableHead>
                <TableHead>Origine</TableHead>
                <TableHead>Créée le</TableHead>
                <TableHead className="text-right">Actions</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {redirects.length === 0 && (
                <EmptyTableRow columns={5}>Aucune redirection pour l&apos;instant.</EmptyTableRow>
              )}
              {redirects.map((redirect) => (
                <TableRow key={redirect.id}>
                  <TableCell className="font-mono text-sm break-all">{redirect.fromPath}</TableCell>
                  <TableCell className="font-mono text-sm break-all">
                    <span className="inline-flex items-center gap-2">
                      <ArrowRightIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden />
                      {redirect.toPath}
                    </span>
                  </TableCell>
                  <TableCell>
                    <Badge variant="outline">{SOURCE_LABELS[redirect.source]}</Badge>
                  </TableCell>
                  <TableCell className="text-sm text-muted-foreground">
                    {formatDateTime(redirect.createdAt)}
                    {redirect.createdBy && ` · ${redirect.createdBy}`}
                  </TableCell>
                  <TableCell className="text-right">
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      aria-label={`Supprimer la redirection ${redirect.fromPath}`}
                      aria-haspopup="dialog"
                      onClick={() => setDeleting(redirect)}
                    >
                      <Trash2Icon />
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Adresses introuvables les plus demandées</CardTitle>
          <CardDescription>
            Les chemins demandés qui n&apos;affichent aucune page (aucune donnée sur les visiteurs n&apos;est gardée).
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Table scrollLabel="Adresses introuvables les plus demandées">
            <TableHeader>
              <TableRow>
                <TableHead>Chemin</TableHead>
                <TableHead className="text-right">Demandes</TableHead>
                <TableHead>Dernière demande</TableHead>
                <TableHead className="text-right">Actions</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {missingPaths.length === 0 && (
                <EmptyTableRow columns={4}>Aucune adresse introuvable enregistrée.</EmptyTableRow>
              )}
              {missingPaths.map((missing) => (
                <TableRow key={missing.path}>
                  <TableCell className="font-mono text-sm break-all">{missing.path}</TableCell>
                  <TableCell className="text-right tabular-nums">{missing.hits}</TableCell>
                  <TableCell className="text-sm text-muted-foreground">{formatDateTime(missing.lastSeen)}</TableCell>
                  <TableCell className="text-right">
                    <Button type="button" variant="outline" size="sm" onClick={() => createFrom(missing.path)}>
                      Créer une redirection
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </CardContent>
      </Card>

      <ConfirmDeleteDialog
        open={deleting !== null}
        title="Supprimer cette redirection ?"
        description="L'ancienne adresse répondra de nouveau « page introuvable ». Cette action est irréversible."
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        {deleting && (
          <DeletedItemDetails
            entries={[
              { label: "Ancienne adresse", value: deleting.fromPath },
              { label: "Nouvelle adresse", value: deleting.toPath },
            ]}
          />
        )}
      </ConfirmDeleteDialog>
    </div>
  );
}
