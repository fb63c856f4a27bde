"use client";

import { GitCompareIcon, HistoryIcon, RotateCcwIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { PendingButton } from "@/components/admin/pending-button";
import { discardUnsavedChanges } from "@/components/admin/unsaved-changes/keys";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { ServerAction } from "@/lib/auth/action-result";
import { formatDateTime } from "@/lib/dates";
import type { RevisionComparison, RevisionSummary } from "@/lib/revisions";

const versionLabel = (revision: RevisionSummary) => `Version du ${formatDateTime(revision.createdAt)}`;

/**
 * 'Historique' of an article's or project's edit screen: its revisions newest first (Abidjan time, author), any two
 * compared side by side (the fields that changed, then the text word by word), and 'Restaurer', which saves a
 * revision's content as a new revision. `draftKey` names the form's unsaved values, which a restore makes stale.
 */
export function HistoryPanel({
  itemId,
  revisions,
  compare,
  restore,
  draftKey,
}: {
  itemId: number;
  revisions: RevisionSummary[];
  compare: ServerAction<{ id: number; revisions: [number, number] }, RevisionComparison>;
  restore: ServerAction<{ id: number; revisionId: number }, unknown>;
  draftKey: string;
}) {
  const router = useRouter();
  const [selected, setSelected] = useState<number[]>([]);
  const [comparison, setComparison] = useState<RevisionComparison | null>(null);
  const [comparing, setComparing] = useState(false);
  const [restoring, setRestoring] = useState<RevisionSummary | null>(null);
  const [pending, setPending] = useState(false);

  function toggle(id: number, checked: boolean) {
    // Two at most: a third choice replaces the oldest one made.
    setSelected((current) =>
      checked ? [...current.filter((other) => other !== id), id].slice(-2) : current.filter((other) => other !== id),
    );
  }

  async function runCompare() {
    const [first, second] = selected;
    if (first === undefined || second === undefined) return;
    setComparing(true);
    try {
      const result = await compare({ id: itemId, revisions: [first, second] });
      if (result.ok) setComparison(result.data);
      else toast.error("Impossible de comparer les versions.", { description: result.error });
    } finally {
      setComparing(false);
    }
  }

  async function runRestore() {
    if (!restoring) return;
    setPending(true);
    try {
      const result = await restore({ id: itemId, revisionId: restoring.id });
      if (!result.ok) {
        toast.error("Impossible de restaurer la version.", { description: result.error });
        return;
      }
      discardUnsavedChanges(draftKey);
      toast.success("Version restaurée", {
        description: `${versionLabel(restoring)} est le contenu actuel (enregistré comme une nouvelle version).`,
      });
      setRestoring(null);
      setSelected([]);
      setComparison(null);
      router.refresh();
    } finally {
      setPending(false);
    }
  }

  return (
    <Card role="region" aria-labelledby="history-title">
      <CardHeader>
        <CardTitle id="history-title" className="flex items-center gap-2">
          <HistoryIcon aria-hidden className="size-5" />
          Historique
        </CardTitle>
        <CardDescription>
          Chaque enregistrement garde une version. Cochez deux versions pour les comparer ; « Restaurer » en fait le
          contenu actuel sans rien perdre.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4">
        {revisions.length === 0 ? (
          <p className="text-sm text-muted-foreground">Aucune version enregistrée pour l&apos;instant.</p>
        ) : (
          <ol className="divide-y rounded-md border" aria-label="Versions">
            {revisions.map((revision, index) => (
              <li key={revision.id} className="flex flex-wrap items-center gap-3 px-3 py-2 text-sm">
                <Checkbox
                  checked={selected.includes(revision.id)}
                  onCheckedChange={(checked) => toggle(revision.id, checked === true)}
                  aria-label={`Comparer : ${versionLabel(revision)}`}
                />
                <span className="flex-1">
                  <span className="font-medium">{formatDateTime(revision.createdAt)}</span>
                  <span className="text-muted-foreground"> · par {revision.authorName}</span>
                  {index === 0 && <span className="text-muted-foreground"> · version actuelle</span>}
                </span>
                {index > 0 && (
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    aria-haspopup="dialog"
                    onClick={() => setRestoring(revision)}
                    aria-label={`Restaurer : ${versionLabel(revision)}`}
                  >
                    <RotateCcwIcon />
                    Restaurer
                  </Button>
                )}
              </li>
            ))}
          </ol>
        )}
        {revisions.length > 1 && (
          <div>
            <PendingButton
              type="button"
              variant="secondary"
              onClick={runCompare}
              disabled={selected.length !== 2}
              pending={comparing}
              pendingLabel="Comparaison..."
            >
              <GitCompareIcon />
              Comparer
            </PendingButton>
          </div>
        )}
        {comparison && <ComparisonView comparison={comparison} />}
      </CardContent>
      <AlertDialog open={restoring !== null} onOpenChange={(open) => !open && !pending && setRestoring(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Restaurer cette version ?</AlertDialogTitle>
            <AlertDialogDescription>
              {restoring && versionLabel(restoring)} devient le contenu actuel, enregistré comme une nouvelle version :
              rien n&apos;est perdu. Les modifications non enregistrées du formulaire seront remplacées.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={pending}>Annuler</AlertDialogCancel>
            <PendingButton onClick={runRestore} pending={pending} pendingLabel="Restauration...">
              Restaurer
            </PendingButton>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Card>
  );
}

/** Two versions side by side: the fields that changed, then the text with its removed and added words marked. */
function ComparisonView({ comparison }: { comparison: RevisionComparison }) {
  const changedText = comparison.text.some((part) => part.kind !== "same");
  return (
    <section aria-label="Comparaison" className="grid grid-cols-1 gap-4">
      <h3 className="text-sm font-semibold">
        {versionLabel(comparison.before)} → {versionLabel(comparison.after)}
      </h3>
      {comparison.fields.length === 0 ? (
        <p className="text-sm text-muted-foreground">Aucune différence entre ces deux versions.</p>
      ) : (
        <Table scrollLabel="Champs modifiés">
          <TableHeader>
            <TableRow>
              <TableHead>Champ</TableHead>
              <TableHead>Avant</TableHead>
              <TableHead>Après</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {comparison.fields.map((field) => (
              <TableRow key={field.key}>
                <TableCell className="align-top font-medium">{field.label}</TableCell>
                <TableCell className="max-w-80 align-top break-words whitespace-pre-wrap">{field.before}</TableCell>
                <TableCell className="max-w-80 align-top break-words whitespace-pre-wrap">{field.after}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {changedText && (
        <div className="grid grid-cols-1 gap-2">
          <h4 className="text-sm font-semibold">Texte, mot à mot</h4>
          <p
            className="rounded-md border p-3 text-sm leading-relaxed whitespace-pre-wrap"
            data-testid="revision-text-diff"
          >
            {comparison.text.map((part, index) =>
              part.kind === "same" ? (
                <span key={index}>{part.text}</span>
              ) : part.kind === "removed" ? (
                <del key={index} className="bg-destructive/15 text-destructive" title="Retiré">
                  {part.text}
                </del>
              ) : (
                <ins key={index} className="bg-success/15 no-underline" title="Ajouté">
                  {part.text}
                </ins>
              ),
            )}
          </p>
        </div>
      )}
    </section>
  );
}
