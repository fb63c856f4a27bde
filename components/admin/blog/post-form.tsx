"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeftIcon } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { type Resolver, useForm } from "react-hook-form";
import { toast } from "sonner";
import { ExcerptAndContentFields, FieldHeading, TitleAndSlugFields } from "@/components/admin/blog/post-fields";
import { PublicationCard } from "@/components/admin/scheduling/publication-card";
import { applyFieldErrors } from "@/components/admin/form-errors";
import { ImageListField, SingleImageField } from "@/components/admin/image-fields";
import { PendingButton } from "@/components/admin/pending-button";
import { UnsavedChangesBanner } from "@/components/admin/unsaved-changes/unsaved-changes-banner";
import { unsavedChangesKey } from "@/components/admin/unsaved-changes/keys";
import { useUnsavedChanges } from "@/components/admin/unsaved-changes/use-unsaved-changes";
import {
  SEO_FORM_FIELDS,
  SeoFieldsSection,
  type SeoFormValues,
  seoFormValues,
} from "@/components/admin/seo/seo-fields";
import { ChipsField, TextField } from "@/components/admin/text-field";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Switch } from "@/components/ui/switch";
import type { ServerAction } from "@/lib/auth/action-result";
import type { AdminPost } from "@/lib/blog/admin";
import { type BlogPostFields, type BlogPostInput, blogPostSchema } from "@/lib/blog/schemas";
import { postPath } from "@/lib/blog/rules";
import { toSiteDateTimeInput } from "@/lib/dates";

const POSTS_PATH = "/admin/blogs";
/** The list comes back this long after the success toast (spec: 1.5 s). */
export const RETURN_TO_LIST_MS = 1500;

interface PostFormValues extends SeoFormValues {
  title: string;
  slug: string;
  category_id: number;
  excerpt: string;
  content: string;
  author: string;
  coverImage: string | null;
  tags: string[];
  published: boolean;
  scheduledAt: string;
  additionalImages: string[];
}

const FIELDS = [
  "title",
  "slug",
  "category_id",
  "excerpt",
  "content",
  "author",
  "coverImage",
  "tags",
  "published",
  "scheduledAt",
  "additionalImages",
  ...SEO_FORM_FIELDS,
] as const;

function initialValues(post: AdminPost | undefined, author: string): PostFormValues {
  return {
    title: post?.title ?? "",
    slug: post?.slug ?? "",
    // Spec: the default category_id is 0, which the select shows as its placeholder.
    category_id: post?.category_id ?? 0,
    excerpt: post?.excerpt ?? "",
    content: post?.content ?? "",
    author: post?.author ?? author,
    coverImage: post?.coverImage ?? null,
    tags: post?.tags ?? [],
    published: post?.published ?? false,
    scheduledAt: toSiteDateTimeInput(post?.scheduledAt),
    additionalImages: post?.additionalImages ?? [],
    ...seoFormValues(post),
  };
}

/** Removes uploads this form made and no longer needs (a failure only matters to the logs: the file is orphaned). */
function discardUploads(paths: Iterable<string>) {
  for (const path of paths) {
    const filename = path.replace(/^\/uploads\//, "");
    void fetch(`/api/upload/${encodeURIComponent(filename)}`, { method: "DELETE" }).catch((error: unknown) =>
      console.warn("Upload not deleted:", path, error),
    );
  }
}

/** The form's save, given by its page: a new article, or the article being edited (with its id). */
type PostSave =
  | { post?: undefined; save: ServerAction<BlogPostInput, AdminPost> }
  | { post: AdminPost; save: ServerAction<BlogPostInput & { id: number }, AdminPost> };

/** /admin/blogs/new and /admin/blogs/edit/{id}: the article form, saved through server actions. */
export function PostForm({
  categories,
  currentUsername,
  ...target
}: PostSave & {
  categories: { id: number; name: string }[];
  currentUsername: string;
}) {
  const { post } = target;
  const router = useRouter();
  const editing = Boolean(post);
  const form = useForm<PostFormValues, unknown, BlogPostFields>({
    resolver: zodResolver(blogPostSchema) as Resolver<PostFormValues, unknown, BlogPostFields>,
    defaultValues: initialValues(post, currentUsername),
  });
  const [saved, setSaved] = useState(false);
  const submitting = form.formState.isSubmitting;
  const busy = submitting || saved;
  // Images uploaded while this form is open and not yet part of a saved article.
  const sessionUploads = useRef(new Set<string>());
  const unsaved = useUnsavedChanges(form, { key: unsavedChangesKey("article", post?.id) });

  function rememberUploads(paths: string[]) {
    for (const path of paths) sessionUploads.current.add(path);
  }

  function forgetImage(path: string) {
    if (!sessionUploads.current.delete(path)) return;
    discardUploads([path]);
  }

  function leave() {
    if (!unsaved.confirmLeave()) return;
    discardUploads(sessionUploads.current);
    sessionUploads.current.clear();
    router.push(POSTS_PATH);
  }

  async function submit() {
    // The action parses the same schema: send what was typed, not the resolver's output.
    const values = form.getValues() satisfies BlogPostInput;
    const result = target.post ? await target.save({ ...values, id: target.post.id }) : await target.save(values);
    if (!result.ok) {
      if (!applyFieldErrors(form.setError, result.fieldErrors, FIELDS))
        toast.error("Impossible d'enregistrer l'article.", { description: result.error });
      return;
    }
    setSaved(true);
    unsaved.clear();
    const kept = result.data;
    discardUploads(
      [...sessionUploads.current].filter(
        (path) =>
          kept.coverImage !== path &&
          kept.socialImage !== path &&
          !kept.additionalImages.includes(path) &&
          !kept.content.includes(path),
      ),
    );
    sessionUploads.current.clear();
    toast.success(post ? "Article mis à jour" : "Article créé", {
      description: `L'article « ${kept.title} » a été ${post ? "mis à jour" : "créé"} avec succès${kept.published ? " et il est publié" : ""}.`,
    });
    window.setTimeout(() => router.push(POSTS_PATH), RETURN_TO_LIST_MS);
  }

  return (
    <Form {...form}>
      <form method="post" onSubmit={(event) => form.handleSubmit(submit)(event)} noValidate className="space-y-6">
        <UnsavedChangesBanner found={unsaved.found} onRestore={unsaved.restore} onIgnore={unsaved.ignore} />
        <div className="flex flex-wrap items-center justify-between gap-4">
          <div className="flex items-center gap-3">
            <Button
              type="button"
              variant="outline"
              size="icon"
              onClick={leave}
              aria-label="Retour à la liste des articles"
            >
              <ArrowLeftIcon />
            </Button>
            <div>
              <h1 className="text-2xl font-bold tracking-tight">{editing ? "Modifier l'article" : "Nouvel article"}</h1>
              {post && (
                <p className="text-sm text-muted-foreground">
                  <Link href={`/admin/blogs/preview/${post.id}`} className="underline underline-offset-4">
                    Voir l&apos;aperçu
                  </Link>
                </p>
              )}
            </div>
          </div>
          <FormField
            control={form.control}
            name="published"
            render={({ field }) => (
              <FormItem className="flex items-center gap-2 rounded-md border px-3 py-2">
                <FormControl>
                  <Switch checked={field.value} onCheckedChange={field.onChange} aria-label="Statut de publication" />
                </FormControl>
                <span className="text-sm font-medium" aria-live="polite">
                  {field.value ? "Publié" : "Brouillon"}
                </span>
              </FormItem>
            )}
          />
        </div>

        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <Card>
            <CardHeader>
              <CardTitle>Contenu de l&apos;article</CardTitle>
            </CardHeader>
            <CardContent className="grid grid-cols-1 gap-5">
              <TitleAndSlugFields followTitle={!editing} pathOf={postPath} />
              <FormField
                control={form.control}
                name="category_id"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Catégorie</FormLabel>
                    <Select
                      value={field.value ? String(field.value) : ""}
                      onValueChange={(value) => field.onChange(Number(value))}
                    >
                      <FormControl>
                        <SelectTrigger className="w-full">
                          <SelectValue placeholder="Sélectionnez une catégorie" />
                        </SelectTrigger>
                      </FormControl>
                      <SelectContent>
                        {categories.map((category) => (
                          <SelectItem key={category.id} value={String(category.id)}>
                            {category.name}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                    {categories.length === 0 && (
                      <FormDescription>
                        Aucune catégorie pour l&apos;instant :{" "}
                        <Link href="/admin/blog-categories" className="underline underline-offset-4">
                          créez-en une
                        </Link>
                        .
                      </FormDescription>
                    )}
                    <FormMessage />
                  </FormItem>
                )}
              />
              <ExcerptAndContentFields restored={unsaved.restored} />
              <FormField
                control={form.control}
                name="additionalImages"
                render={({ field }) => (
                  <FormItem>
                    <FieldHeading>Images supplémentaires</FieldHeading>
                    <ImageListField
                      value={field.value}
                      label="Ajouter des images"
                      altFor={(index) => `Image supplémentaire ${index + 1}`}
                      onAdd={(paths, uploaded) => {
                        if (uploaded) rememberUploads(paths);
                        field.onChange([...form.getValues("additionalImages"), ...paths]);
                      }}
                      onRemove={(path) => {
                        field.onChange(form.getValues("additionalImages").filter((image) => image !== path));
                        forgetImage(path);
                      }}
                    />
                    <FormMessage />
                  </FormItem>
                )}
              />
            </CardContent>
          </Card>

          <div className="space-y-6">
            <Card>
              <CardHeader>
                <CardTitle>Détails</CardTitle>
              </CardHeader>
              <CardContent className="grid grid-cols-1 gap-5">
                <TextField control={form.control} name="author" label="Auteur" autoComplete="name" />
                <ChipsField
                  control={form.control}
                  name="tags"
                  label="Tags"
                  itemLabel="un tag"
                  placeholder="Ajouter un tag"
                />
                <FormField
                  control={form.control}
                  name="coverImage"
                  render={({ field }) => (
                    <FormItem>
                      <FieldHeading>Image de couverture</FieldHeading>
                      <SingleImageField
                        value={field.value}
                        label="Choisir une image de couverture"
                        alt="Image de couverture"
                        onChange={(path, uploaded) => {
                          if (uploaded) rememberUploads([path]);
                          field.onChange(path);
                        }}
                        onRemove={(path) => {
                          field.onChange(null);
                          forgetImage(path);
                        }}
                      />
                      <FormMessage />
                    </FormItem>
                  )}
                />
              </CardContent>
            </Card>

            <SeoFieldsSection<PostFormValues>
              defaultsOf={(values) => ({ title: values.title, description: values.excerpt, image: values.coverImage })}
              pathOf={(values) => `/blog/${values.slug || "…"}`}
              onUploaded={(path) => rememberUploads([path])}
              onRemoved={forgetImage}
            />

            <PublicationCard
              label="Publier l'article"
              publishedHint="L'article sera visible sur le site dès l'enregistrement."
              draftHint="Brouillon : l'article reste invisible sur le site."
            >
              <Button type="button" variant="outline" onClick={leave} disabled={busy}>
                Annuler
              </Button>
              <PendingButton type="submit" disabled={saved} pending={submitting} pendingLabel="Enregistrement...">
                {editing ? "Mettre à jour" : "Créer l'article"}
              </PendingButton>
            </PublicationCard>
          </div>
        </div>
      </form>
    </Form>
  );
}
