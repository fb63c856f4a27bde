"use client";

import { CopyIcon, Link2Icon, XIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState, useSyncExternalStore } from "react";
import { toast } from "sonner";
import { PendingButton } from "@/components/admin/pending-button";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import type { ServerAction } from "@/lib/auth/action-result";
import { formatDateTime } from "@/lib/dates";
import { PREVIEW_DAY_CHOICES, PREVIEW_DEFAULT_DAYS, type PreviewLinkView } from "@/lib/previews/rules";

// Only the token's digest is stored: a link's address exists once, in the answer that created it. The tab keeps the
// addresses it created (sessionStorage) so that 'Copier' still works after the list reloads; a link made elsewhere
// can be revoked, not copied.
const STORAGE_KEY = "preview-link-urls";

const STORED_EVENT = "preview-link-stored";
const NO_URLS: Record<string, string> = {};
let snapshotText: string | null = null;
let snapshot = NO_URLS;

/** The addresses this tab created, by link id (one object per stored text, as useSyncExternalStore needs). */
function storedUrls(): Record<string, string> {
  let text: string | null = null;
  try {
    text = sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return NO_URLS;
  }
  if (text !== snapshotText) {
    snapshotText = text;
    try {
      snapshot = JSON.parse(text ?? "{}") as Record<string, string>;
    } catch {
      snapshot = NO_URLS;
    }
  }
  return snapshot;
}

function subscribe(onChange: () => void) {
  window.addEventListener(STORED_EVENT, onChange);
  return () => window.removeEventListener(STORED_EVENT, onChange);
}

function rememberUrl(id: number, url: string) {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ ...storedUrls(), [id]: url }));
  } catch {
    // Storage full or refused: the link is still copied now.
  }
  window.dispatchEvent(new Event(STORED_EVENT));
}

async function copy(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    toast.success("Lien copié", { description: url });
  } catch {
    toast.error("Impossible de copier le lien.", { description: url });
  }
}

/**
 * 'Partager un aperçu' of a draft or scheduled article or project: creates a link valid 1 to 7 days that shows the
 * page's public design to someone without an account, and lists the active links (expiry, creator) with 'Copier'
 * and 'Révoquer'.
 */
export function PreviewLinksPanel({
  itemId,
  links,
  create,
  revoke,
}: {
  itemId: number;
  links: PreviewLinkView[];
  create: ServerAction<{ id: number; days: number }, PreviewLinkView & { url: string }>;
  revoke: ServerAction<{ id: number; linkId: number }, unknown>;
}) {
  const router = useRouter();
  const [days, setDays] = useState(PREVIEW_DEFAULT_DAYS);
  const urls = useSyncExternalStore(subscribe, storedUrls, () => NO_URLS);
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<number | null>(null);

  async function share() {
    setCreating(true);
    try {
      const result = await create({ id: itemId, days });
      if (!result.ok) {
        toast.error("Impossible de créer le lien d'aperçu.", { description: result.error });
        return;
      }
      const { id, url } = result.data;
      rememberUrl(id, url);
      toast.success("Lien d'aperçu créé", {
        description: `Valable jusqu'au ${formatDateTime(result.data.expiresAt)}.`,
      });
      await copy(url);
      router.refresh();
    } finally {
      setCreating(false);
    }
  }

  async function runRevoke(linkId: number) {
    setRevoking(linkId);
    try {
      const result = await revoke({ id: itemId, linkId });
      if (!result.ok) {
        toast.error("Impossible de révoquer le lien.", { description: result.error });
        return;
      }
      toast.success("Lien révoqué", { description: "Ce lien n'ouvre plus l'aperçu." });
      router.refresh();
    } finally {
      setRevoking(null);
    }
  }

  return (
    <Card role="region" aria-labelledby="preview-links-title">
      <CardHeader>
        <CardTitle id="preview-links-title" className="flex items-center gap-2">
          <Link2Icon aria-hidden className="size-5" />
          Aperçu partageable
        </CardTitle>
        <CardDescription>
          Un lien qui montre la page telle qu&apos;elle sera publiée, à quelqu&apos;un qui n&apos;a pas de compte. Il
          n&apos;est jamais indexé et peut être révoqué à tout moment.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4">
        <div className="flex flex-wrap items-end gap-3">
          <div className="grid grid-cols-1 gap-2">
            <Label htmlFor="preview-days">Validité</Label>
            <NativeSelect
              id="preview-days"
              value={days}
              onChange={(event) => setDays(Number(event.target.value))}
              className="w-40"
            >
              {PREVIEW_DAY_CHOICES.map((choice) => (
                <option key={choice} value={choice}>
                  {choice} jour{choice > 1 ? "s" : ""}
                </option>
              ))}
            </NativeSelect>
          </div>
          <PendingButton type="button" pending={creating} pendingLabel="Création..." onClick={share}>
            Partager un aperçu
          </PendingButton>
        </div>
        {links.length === 0 ? (
          <p className="text-sm text-muted-foreground">Aucun lien d&apos;aperçu actif.</p>
        ) : (
          <ul className="divide-y rounded-md border" aria-label="Liens d'aperçu actifs">
            {links.map((link) => {
              const url = urls[link.id];
              return (
                <li key={link.id} className="flex flex-wrap items-center gap-3 px-3 py-2 text-sm">
                  <span className="flex-1">
                    <span className="font-medium">Expire le {formatDateTime(link.expiresAt)}</span>
                    <span className="text-muted-foreground"> · créé par {link.creatorName}</span>
                  </span>
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    disabled={!url}
                    title={url ? undefined : "L'adresse d'un lien n'est connue que de l'onglet qui l'a créé."}
                    onClick={() => url && copy(url)}
                  >
                    <CopyIcon aria-hidden />
                    Copier
                  </Button>
                  <PendingButton
                    type="button"
                    variant="outline"
                    size="sm"
                    pending={revoking === link.id}
                    pendingLabel="Révocation..."
                    onClick={() => runRevoke(link.id)}
                  >
                    <XIcon aria-hidden />
                    Révoquer
                  </PendingButton>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
