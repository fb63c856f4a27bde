"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { PlusIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { type Resolver, useForm } from "react-hook-form";
import { toast } from "sonner";
import { ConfirmDeleteDialog } from "@/components/admin/confirm-delete-dialog";
import { applyFieldErrors } from "@/components/admin/form-errors";
import { FormDialogFooter } from "@/components/admin/form-dialog-footer";
import { PageHeader } from "@/components/admin/page-header";
import { RowEditDeleteButtons } from "@/components/admin/row-edit-delete-buttons";
import { SearchBox } from "@/components/admin/search-box";
import { SuccessBanner, useSuccessBanner } from "@/components/admin/success-banner";
import { TextField } from "@/components/admin/text-field";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { EmptyTableRow } from "@/components/admin/empty-table-row";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { Textarea } from "@/components/ui/textarea";
import type { ServerAction } from "@/lib/auth/action-result";
import type { CategoryView } from "@/lib/categories";
import { type BlogCategoryFields, type BlogCategoryInput, blogCategorySchema } from "@/lib/categories/schemas";
import { formatShortDate } from "@/lib/dates";
import { matchesSearch } from "@/lib/text";
import { languageInFrench } from "@/components/admin/translations/languages";
import { TRANSLATION_LOCALES, type TranslationLocale } from "@/lib/i18n/locales";
import { UserText } from "@/components/admin/user-text";

type DialogState =
  { kind: "create" } | { kind: "edit"; category: CategoryView } | { kind: "delete"; category: CategoryView } | null;

/** The screen's server actions, given by its page. */
export interface CategoryActions {
  create: ServerAction<BlogCategoryInput, CategoryView>;
  update: ServerAction<BlogCategoryInput & { id: number }, CategoryView>;
  remove: ServerAction<{ id: number }, { name: string; postCount: number }>;
}

/** /admin/blog-categories: the categories (a handful, searched in the browser), their dialogs and the success banner. */
export function CategoriesScreen({
  title,
  categories,
  canWrite,
  actions,
}: {
  title: string;
  categories: CategoryView[];
  canWrite: boolean;
  actions: CategoryActions;
}) {
  const router = useRouter();
  const [, startRefresh] = useTransition();
  const [query, setQuery] = useState("");
  const [dialog, setDialog] = useState<DialogState>(null);
  const banner = useSuccessBanner();
  const visible = categories.filter((category) => matchesSearch([category.name, category.description], query));
  const columns = canWrite ? 6 : 5;

  function done(message: string) {
    setDialog(null);
    banner.show(message);
    startRefresh(() => router.refresh());
  }

  return (
    <>
      <PageHeader
        title={title}
        description="Les rubriques du blog. Supprimer une catégorie ne supprime pas ses articles : ils deviennent « Non catégorisé »."
        actions={
          canWrite && (
            <Button aria-haspopup="dialog" onClick={() => setDialog({ kind: "create" })}>
              <PlusIcon />
              Nouvelle catégorie
            </Button>
          )
        }
      />
      <SuccessBanner message={banner.message} />
      <SearchBox
        value={query}
        onChange={setQuery}
        placeholder="Rechercher une catégorie..."
        label="Rechercher une catégorie"
        className="mb-4 max-w-sm"
      />
      <div className="rounded-lg border bg-background">
        <Table scrollLabel="Liste des catégories">
          <TableHeader>
            <TableRow>
              <TableHead>Nom</TableHead>
              <TableHead>Slug</TableHead>
              <TableHead>Description</TableHead>
              <TableHead>Créée le</TableHead>
              <TableHead>Mise à jour</TableHead>
              {canWrite && <TableHead className="text-right">Actions</TableHead>}
            </TableRow>
          </TableHeader>
          <TableBody>
            {visible.length === 0 ? (
              <EmptyTableRow columns={columns}>
                <p>Aucune catégorie trouvée</p>
                {query.trim() && (
                  <Button variant="link" onClick={() => setQuery("")}>
                    Effacer la recherche
                  </Button>
                )}
              </EmptyTableRow>
            ) : (
              visible.map((category) => (
                <TableRow key={category.id}>
                  <TableCell className="font-medium">
                    <UserText>{category.name}</UserText>
                    {TRANSLATION_LOCALES.map(
                      (locale) =>
                        category.translatedNames[locale] && (
                          <div key={locale} className="text-xs font-normal text-muted-foreground">
                            {locale.toUpperCase()} :{" "}
                            <span lang={locale}>
                              <UserText>{category.translatedNames[locale]}</UserText>
                            </span>
                          </div>
                        ),
                    )}
                    <div className="text-xs font-normal text-muted-foreground">
                      {category.postCount} article{category.postCount > 1 ? "s" : ""}
                    </div>
                  </TableCell>
                  <TableCell>
                    <Badge variant="outline" className="font-mono">
                      {category.slug}
                    </Badge>
                  </TableCell>
                  <TableCell className="max-w-md text-sm whitespace-normal text-muted-foreground">
                    {category.description || "—"}
                  </TableCell>
                  <TableCell>{formatShortDate(category.createdAt)}</TableCell>
                  <TableCell>{formatShortDate(category.updatedAt)}</TableCell>
                  {canWrite && (
                    <TableCell className="text-right whitespace-nowrap">
                      <RowEditDeleteButtons
                        name={category.name}
                        onEdit={() => setDialog({ kind: "edit", category })}
                        onDelete={() => setDialog({ kind: "delete", category })}
                      />
                    </TableCell>
                  )}
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </div>
      <p className="mt-3 text-sm text-muted-foreground">
        {visible.length} catégorie{visible.length > 1 ? "s" : ""}
        {query.trim() ? ` sur ${categories.length}` : ""}
      </p>
      {canWrite && (
        <>
          <CategoryFormDialog
            key={dialog?.kind === "edit" ? dialog.category.id : "create"}
            open={dialog?.kind === "create" || dialog?.kind === "edit"}
            category={dialog?.kind === "edit" ? dialog.category : undefined}
            actions={actions}
            onClose={() => setDialog(null)}
            onSaved={done}
          />
          <DeleteCategoryDialog
            category={dialog?.kind === "delete" ? dialog.category : undefined}
            remove={actions.remove}
            onClose={() => setDialog(null)}
            onDeleted={done}
          />
        </>
      )}
    </>
  );
}

interface CategoryFormValues {
  name: string;
  description: string;
  translatedNames: Partial<Record<TranslationLocale, string>>;
}

const emptyValues = (category?: CategoryView): CategoryFormValues => ({
  name: category?.name ?? "",
  description: category?.description ?? "",
  translatedNames: category?.translatedNames ?? {},
});

/** 'Nouvelle catégorie' or the edit dialog: name (required), its name in each other language, description (4 rows). */
function CategoryFormDialog({
  open,
  category,
  actions,
  onClose,
  onSaved,
}: {
  open: boolean;
  category?: CategoryView;
  actions: CategoryActions;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const form = useForm<CategoryFormValues, unknown, BlogCategoryFields>({
    resolver: zodResolver(blogCategorySchema) as Resolver<CategoryFormValues, unknown, BlogCategoryFields>,
    defaultValues: emptyValues(category),
  });
  const submitting = form.formState.isSubmitting;

  async function save() {
    const values = form.getValues();
    const result = category ? await actions.update({ ...values, id: category.id }) : await actions.create(values);
    if (!result.ok) {
      if (!applyFieldErrors(form.setError, result.fieldErrors, ["name", "description", "translatedNames"])) {
        toast.error(
          category ? "Erreur lors de la modification de la catégorie" : "Erreur lors de l'ajout de la catégorie",
          { description: result.error },
        );
      }
      return;
    }
    form.reset(emptyValues());
    onSaved(
      category
        ? `La catégorie « ${result.data.name} » a été mise à jour.`
        : `La catégorie « ${result.data.name} » a été créée.`,
    );
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !next && !submitting && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{category ? "Modifier la catégorie" : "Nouvelle catégorie"}</DialogTitle>
          <DialogDescription>
            {category ? `Modifiez la catégorie « ${category.name} ».` : "Ajoutez une rubrique au blog."}
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form method="post" onSubmit={form.handleSubmit(save)} noValidate className="grid grid-cols-1 gap-4">
            <TextField control={form.control} name="name" label="Nom de la catégorie" autoComplete="off" />
            {TRANSLATION_LOCALES.map((locale) => (
              <TextField
                key={locale}
                control={form.control}
                name={`translatedNames.${locale}`}
                label={`Nom en ${languageInFrench(locale)}`}
                description={`Sur le site en ${languageInFrench(locale)}. Vide : le nom français.`}
                autoComplete="off"
                lang={locale}
              />
            ))}
            <FormField
              control={form.control}
              name="description"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Description</FormLabel>
                  <FormControl>
                    <Textarea {...field} rows={4} className="field-sizing-fixed" />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormDialogFooter submitting={submitting} onCancel={onClose}>
              {category ? "Mettre à jour" : "Créer"}
            </FormDialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}

function DeleteCategoryDialog({
  category,
  remove: removeCategory,
  onClose,
  onDeleted,
}: {
  category?: CategoryView;
  remove: CategoryActions["remove"];
  onClose: () => void;
  onDeleted: (message: string) => void;
}) {
  async function remove() {
    if (!category) return;
    const result = await removeCategory({ id: category.id });
    if (!result.ok) {
      toast.error("Erreur lors de la suppression de la catégorie", { description: result.error });
      return;
    }
    onDeleted(`La catégorie « ${result.data.name} » a été supprimée.`);
  }

  const count = category?.postCount ?? 0;
  return (
    <ConfirmDeleteDialog
      open={Boolean(category)}
      title="Supprimer la catégorie"
      description={`Êtes-vous sûr de vouloir supprimer la catégorie « ${category?.name ?? ""} » ? Cette action est irréversible.${count > 0 ? ` ${count} article${count > 1 ? "s" : ""} deviendr${count > 1 ? "ont" : "a"} « Non catégorisé ».` : ""}`}
      onConfirm={remove}
      onClose={onClose}
    />
  );
}
