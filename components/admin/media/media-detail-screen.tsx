"use client";

import { ArrowLeftIcon, Trash2Icon } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { type FormEvent, type MouseEvent, type ReactNode, useId, useState, useTransition } from "react";
import { toast } from "sonner";
import { AdminImage } from "@/components/admin/admin-image";
import { ConfirmDeleteDialog, DeletedItemDetails } from "@/components/admin/confirm-delete-dialog";
import { LinkButton } from "@/components/admin/link-button";
import { MediaCropEditor } from "@/components/admin/media/media-crop-editor";
import { MediaFolderField } from "@/components/admin/media/media-folder-tools";
import { PageHeader } from "@/components/admin/page-header";
import { UserText } from "@/components/admin/user-text";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import type { ServerAction } from "@/lib/auth/action-result";
import { formatDateTime } from "@/lib/dates";
import { fileSizeLabel, serverUploadRefusal, uploadRefusal } from "@/lib/media/rules";
import { type MediaCropInput, MEDIA_TEXT_LIMITS, type MediaDescriptionInput } from "@/lib/media/schemas";
import type { MediaDetail, MediaFolderOption, MediaSummary } from "@/lib/media/types";
import { upload, UploadError } from "@/lib/media/upload-client";

function LabelledText({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}

/**
 * One file of the library: its description (alternative text or 'décorative', caption, credit, tags), its focal
 * point (a click on the image), its crops per format ('Recadrage'), where it is used, 'Remplacer le fichier' and
 * 'Supprimer'.
 */
export function MediaDetailScreen({
  media: served,
  describe,
  setFocalPoint,
  setCrop,
  remove,
  folders,
  move,
}: {
  media: MediaDetail;
  describe: ServerAction<MediaDescriptionInput, MediaSummary>;
  setFocalPoint: ServerAction<{ id: number; x: number; y: number }, MediaSummary>;
  setCrop: ServerAction<MediaCropInput, MediaSummary>;
  remove: ServerAction<{ ids: number[] }, { deleted: number }>;
  /** The library's folders, for 'Dossier'. */
  folders: MediaFolderOption[];
  move: ServerAction<{ ids: number[]; folderId: number | null }, { moved: number }>;
}) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  // The file as 'Remplacer le fichier' answered it, until the refreshed page serves that version or a later one: the
  // new version shows at once, whether or not the refresh has come back yet.
  const [replaced, setReplaced] = useState<MediaSummary | null>(null);
  const media: MediaDetail = replaced && replaced.version > served.version ? { ...served, ...replaced } : served;
  const [decorative, setDecorative] = useState(media.decorative);
  const [focal, setFocal] = useState(media.focal);
  const [altError, setAltError] = useState<string | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [replacing, setReplacing] = useState<number | null>(null);
  const ids = { alt: useId(), caption: useId(), credit: useId(), tags: useId(), file: useId() };
  const name = media.originalName ?? media.filename;

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (field: string) => String(form.get(field) ?? "");
    startTransition(async () => {
      const result = await describe({
        id: media.id,
        alt: text("alt"),
        decorative,
        caption: text("caption"),
        credit: text("credit"),
        tags: text("tags")
          .split(",")
          .map((tag) => tag.trim())
          .filter(Boolean),
      });
      if (!result.ok) {
        setAltError(result.fieldErrors?.alt?.[0] ?? null);
        toast.error("Impossible d'enregistrer la description.", { description: result.error });
        return;
      }
      setAltError(null);
      toast.success("Description enregistrée");
      router.refresh();
    });
  }

  function pickFocalPoint(event: MouseEvent<HTMLButtonElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    const point = {
      x: Math.min(1, Math.max(0, (event.clientX - box.left) / box.width)),
      y: Math.min(1, Math.max(0, (event.clientY - box.top) / box.height)),
    };
    setFocal(point);
    startTransition(async () => {
      const result = await setFocalPoint({ id: media.id, ...point });
      if (!result.ok) toast.error("Impossible d'enregistrer le point focal.", { description: result.error });
      else toast.success("Point focal enregistré");
    });
  }

  async function replace(file: File | undefined) {
    if (!file) return;
    const refusal = uploadRefusal(file);
    if (refusal) {
      toast.error(refusal.title, { description: refusal.description });
      return;
    }
    setReplacing(0);
    try {
      const answer = await upload<{ media: MediaSummary }>(
        `/api/media/${media.id}/file`,
        "image",
        [file],
        setReplacing,
      );
      setReplaced(answer.media);
      toast.success("Fichier remplacé", { description: "Les pages qui l'utilisent montrent le nouveau fichier." });
      router.refresh();
    } catch (error) {
      const known = error instanceof UploadError ? serverUploadRefusal(error.status, error.message) : null;
      toast.error(known?.title ?? "Impossible de remplacer le fichier.", {
        description: known?.description ?? (error instanceof Error ? error.message : undefined),
      });
    } finally {
      setReplacing(null);
    }
  }

  async function deleteFile() {
    const result = await remove({ ids: [media.id] });
    setConfirmingDelete(false);
    if (!result.ok) {
      setDeleteError(result.error);
      return;
    }
    toast.success("Fichier supprimé");
    router.push("/admin/media");
  }

  return (
    <div className="space-y-6">
      <PageHeader
        title={name}
        description={`${media.width} × ${media.height} px · ${fileSizeLabel(media.size)} · version ${media.version} · envoyé le ${formatDateTime(media.createdAt)}${media.uploadedBy ? ` par ${media.uploadedBy.username}` : ""}`}
        actions={
          <LinkButton href="/admin/media" icon={ArrowLeftIcon} size="sm" variant="outline">
            Médiathèque
          </LinkButton>
        }
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Point focal</CardTitle>
          </CardHeader>
          <CardContent className="space-y-2">
            <p className="text-sm text-muted-foreground">
              Cliquez sur ce qui compte dans l&apos;image : chaque recadrage du site (carte, carré, bandeau, partage) le
              garde visible.
            </p>
            <button
              type="button"
              onClick={pickFocalPoint}
              disabled={pending}
              aria-label="Choisir le point focal"
              className="relative block w-full cursor-crosshair overflow-hidden rounded-md border bg-muted"
              style={{ aspectRatio: `${media.width} / ${media.height}` }}
            >
              <AdminImage src={media.url} alt={media.alt ?? ""} title={name} sizes="(min-width: 1024px) 50vw, 100vw" />
              <span
                aria-hidden
                className="absolute size-6 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-primary/60 shadow"
                style={{ left: `${focal.x * 100}%`, top: `${focal.y * 100}%` }}
              />
            </button>
            <p className="text-xs text-muted-foreground" data-testid="focal-point">
              Point focal : {Math.round(focal.x * 100)} % × {Math.round(focal.y * 100)} %
            </p>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Description</CardTitle>
          </CardHeader>
          <CardContent>
            <form className="space-y-4" onSubmit={save}>
              <div className="space-y-1">
                <Label htmlFor={ids.alt}>Texte alternatif</Label>
                <Textarea
                  id={ids.alt}
                  name="alt"
                  defaultValue={media.alt ?? ""}
                  maxLength={MEDIA_TEXT_LIMITS.alt}
                  disabled={decorative}
                  aria-invalid={altError ? true : undefined}
                  aria-describedby={`${ids.alt}-help`}
                />
                <p id={`${ids.alt}-help`} className="text-xs text-muted-foreground">
                  Ce que l&apos;image montre, pour qui ne la voit pas. Lu par les lecteurs d&apos;écran et les moteurs
                  de recherche.
                </p>
                {altError && (
                  <p role="alert" className="text-sm text-destructive">
                    {altError}
                  </p>
                )}
              </div>
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  name="decorative"
                  checked={decorative}
                  onChange={(event) => setDecorative(event.target.checked)}
                />
                Image décorative (n&apos;apporte rien au texte : alt vide)
              </label>
              <LabelledText id={ids.caption} label="Légende">
                <Textarea
                  id={ids.caption}
                  name="caption"
                  defaultValue={media.caption ?? ""}
                  maxLength={MEDIA_TEXT_LIMITS.caption}
                />
              </LabelledText>
              <LabelledText id={ids.credit} label="Crédit">
                <Input
                  id={ids.credit}
                  name="credit"
                  defaultValue={media.credit ?? ""}
                  maxLength={MEDIA_TEXT_LIMITS.credit}
                />
              </LabelledText>
              <LabelledText id={ids.tags} label="Mots-clés (séparés par des virgules)">
                <Input id={ids.tags} name="tags" defaultValue={media.tags.join(", ")} />
              </LabelledText>
              <Button type="submit" disabled={pending}>
                Enregistrer la description
              </Button>
            </form>
          </CardContent>
        </Card>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Recadrage</CardTitle>
        </CardHeader>
        <CardContent className="space-y-2">
          <p className="text-sm text-muted-foreground">
            Par format, un recadrage dessiné à la main remplace le point focal. Un fichier remplacé perd ses recadrages.
          </p>
          <MediaCropEditor media={{ ...media, focal }} save={setCrop} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Utilisations ({media.uses.length})</CardTitle>
        </CardHeader>
        <CardContent>
          {media.uses.length === 0 ? (
            <p className="text-sm text-muted-foreground">Ce fichier n&apos;est utilisé nulle part.</p>
          ) : (
            <ul className="space-y-2 text-sm" aria-label="Utilisations">
              {media.uses.map((use, index) => (
                <li key={index} className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <Link className="min-w-0 font-medium underline" href={use.editHref}>
                    <UserText>{use.title}</UserText>
                  </Link>
                  <span className="text-muted-foreground">{use.fieldLabel}</span>
                  {use.publicHref && (
                    <Link className="underline" href={use.publicHref} target="_blank">
                      Voir sur le site
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Fichier</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-wrap items-center gap-4">
          <MediaFolderField mediaId={media.id} folderId={media.folderId} folders={folders} move={move} />
          <div className="min-w-0 space-y-1">
            <Label htmlFor={ids.file}>Remplacer le fichier</Label>
            <Input
              id={ids.file}
              type="file"
              accept="image/*"
              disabled={replacing !== null}
              onChange={(event) => {
                void replace(event.target.files?.[0]);
                event.target.value = "";
              }}
            />
            <p className="text-xs text-muted-foreground">
              Même image pour le site : ses utilisations et sa description restent, son adresse change de version.
            </p>
            {replacing !== null && <progress max={100} value={replacing} aria-label="Remplacement du fichier" />}
          </div>
          <div className="space-y-1">
            <Button
              type="button"
              variant="destructive"
              aria-haspopup="dialog"
              onClick={() => setConfirmingDelete(true)}
              disabled={pending}
            >
              <Trash2Icon aria-hidden /> Supprimer
            </Button>
            {deleteError && (
              <p role="alert" className="max-w-prose text-sm text-destructive">
                <UserText>{deleteError}</UserText>
              </p>
            )}
            <ConfirmDeleteDialog
              open={confirmingDelete}
              title="Supprimer ce fichier ?"
              description="Le fichier et toutes ses versions seront supprimés du stockage. Cette action est définitive."
              onConfirm={deleteFile}
              onClose={() => setConfirmingDelete(false)}
            >
              <DeletedItemDetails
                entries={[
                  { label: "Fichier", value: <UserText>{name}</UserText> },
                  { label: "Utilisations", value: String(media.uses.length) },
                ]}
              />
            </ConfirmDeleteDialog>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
