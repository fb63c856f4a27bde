"use client";

import { GripVertical, MoveRight } from "lucide";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { type DragEvent, useOptimistic, useState, useTransition } from "react";
import { toast } from "sonner";
import { LostReasonDialog } from "@/components/admin/leads/lost-reason-dialog";
import { messagesHref } from "@/components/admin/messages/messages-href";
import { UserText } from "@/components/admin/user-text";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import type { ServerAction } from "@/lib/auth/action-result";
import { formatRelativeDate } from "@/lib/dates";
import type { BoardCard, BoardColumn } from "@/lib/leads/board";
import { formatFcfa, LEAD_STAGE_LABELS, type LeadStage } from "@/lib/leads/rules";
import { FORM_TYPE_LABELS } from "@/lib/messages/rules";
import { INBOX_SCREEN_STATUS } from "@/lib/messages/schemas";
import { cn } from "@/lib/utils";

export type MoveLeadAction = ServerAction<{ id: number; stage: LeadStage; lostReason?: string }>;

const DRAG_TYPE = "application/x-lead";

/** The board with `card` moved from one column to the top of another, counts and totals with it. */
function withMove(columns: BoardColumn[], card: BoardCard, from: LeadStage, to: LeadStage): BoardColumn[] {
  return columns.map((column) => {
    if (column.stage === from)
      return {
        ...column,
        count: column.count - 1,
        total: column.total - (card.value ?? 0),
        cards: column.cards.filter((entry) => entry.id !== card.id),
      };
    if (column.stage === to)
      return {
        ...column,
        count: column.count + 1,
        total: column.total + (card.value ?? 0),
        cards: [card, ...column.cards],
      };
    return column;
  });
}

/**
 * The pipeline: a column per stage with its count and total value. A card moves by dragging it onto another column,
 * or from the keyboard through its 'Déplacer vers…' menu; a move to 'Perdu' asks why. The move shows at once and is
 * undone, with a toast, when the server refuses it.
 */
export function PipelineBoard({
  columns,
  canWrite,
  move,
  now,
}: {
  columns: BoardColumn[];
  canWrite: boolean;
  move: MoveLeadAction;
  now: string;
}) {
  const router = useRouter();
  // A move shows at once; the board goes back to the server's columns when the move's transition ends: the refreshed
  // ones after a success, the same ones (the move undone) after a failure.
  const [board, showMove] = useOptimistic(
    columns,
    (state, { card, from, to }: { card: BoardCard; from: LeadStage; to: LeadStage }) => withMove(state, card, from, to),
  );
  const [, startTransition] = useTransition();
  const [announcement, setAnnouncement] = useState("");
  const [dropTarget, setDropTarget] = useState<LeadStage | null>(null);
  const [askingWhyLost, setAskingWhyLost] = useState<{ card: BoardCard; from: LeadStage } | null>(null);

  function moveCard(card: BoardCard, from: LeadStage, to: LeadStage, lostReason?: string) {
    if (from === to) return;
    if (to === "lost" && !lostReason) {
      setAskingWhyLost({ card, from });
      return;
    }
    startTransition(async () => {
      showMove({ card, from, to });
      const result = await move({ id: card.id, stage: to, lostReason });
      if (!result.ok) {
        setAnnouncement(`Le déplacement de la demande de ${card.name} a été annulé.`);
        toast.error("Impossible de déplacer la demande", { description: result.error });
        return;
      }
      setAnnouncement(`Demande de ${card.name} déplacée vers ${LEAD_STAGE_LABELS[to]}.`);
      router.refresh();
    });
  }

  function drop(event: DragEvent, to: LeadStage) {
    event.preventDefault();
    setDropTarget(null);
    const payload = event.dataTransfer.getData(DRAG_TYPE);
    if (!payload) return;
    const { id, from } = JSON.parse(payload) as { id: number; from: LeadStage };
    const card = board.find((column) => column.stage === from)?.cards.find((entry) => entry.id === id);
    if (card) moveCard(card, from, to);
  }

  return (
    <>
      <p className="sr-only" aria-live="polite" data-testid="pipeline-announcement">
        {announcement}
      </p>
      <div className="grid grid-cols-1 gap-4 overflow-x-auto pb-2 md:grid-cols-5" data-testid="pipeline-board">
        {board.map((column) => (
          <section
            key={column.stage}
            aria-labelledby={`stage-${column.stage}`}
            data-testid={`pipeline-column-${column.stage}`}
            className={cn(
              "flex min-w-56 flex-col gap-3 rounded-lg border bg-muted/40 p-3",
              dropTarget === column.stage && "border-primary bg-primary/5",
            )}
            onDragOver={(event) => {
              if (!canWrite || !event.dataTransfer.types.includes(DRAG_TYPE)) return;
              event.preventDefault();
              event.dataTransfer.dropEffect = "move";
              setDropTarget(column.stage);
            }}
            onDragLeave={() => setDropTarget((current) => (current === column.stage ? null : current))}
            onDrop={(event) => drop(event, column.stage)}
          >
            <header className="space-y-1">
              <div className="flex items-center justify-between gap-2">
                <h2 id={`stage-${column.stage}`} className="font-semibold">
                  {LEAD_STAGE_LABELS[column.stage]}
                </h2>
                <Badge
                  variant="secondary"
                  data-testid="pipeline-column-count"
                  aria-label={`${column.count} demande(s)`}
                >
                  {column.count}
                </Badge>
              </div>
              <p className="text-sm text-muted-foreground tabular-nums" data-testid="pipeline-column-total">
                {formatFcfa(column.total)}
              </p>
            </header>
            <ul className="flex flex-col gap-2" aria-label={`Demandes : ${LEAD_STAGE_LABELS[column.stage]}`}>
              {column.cards.map((card) => (
                <li
                  key={card.id}
                  draggable={canWrite}
                  onDragStart={(event) => {
                    event.dataTransfer.setData(DRAG_TYPE, JSON.stringify({ id: card.id, from: column.stage }));
                    event.dataTransfer.effectAllowed = "move";
                  }}
                  data-testid="pipeline-card"
                  className={cn("pipeline-card", canWrite && "cursor-grab")}
                >
                  <div>
                    <Link href={`/admin/messages/detail/${card.id}`}>
                      <UserText>{card.name}</UserText>
                    </Link>
                    {canWrite && <Icon node={GripVertical} className="size-4" />}
                  </div>
                  {card.company && <UserText className="block text-muted-foreground">{card.company}</UserText>}
                  <dl>
                    <dt>Type</dt>
                    <dd>{FORM_TYPE_LABELS[card.formType]}</dd>
                    <dt>Valeur</dt>
                    <dd className="tabular-nums">{card.value === null ? "—" : formatFcfa(card.value)}</dd>
                    <dt>Responsable</dt>
                    <dd>{card.owner ? <UserText>{card.owner}</UserText> : "Non assignée"}</dd>
                    <dt>Reçue</dt>
                    <dd>{formatRelativeDate(card.receivedAt, new Date(now))}</dd>
                  </dl>
                  {canWrite && (
                    <DropdownMenu
                      // Not modal: the page still scrolls while a card low in a long column shows its menu.
                      modal={false}
                    >
                      <DropdownMenuTrigger asChild>
                        <Button variant="ghost" size="sm" className="mt-2 h-7 px-2 text-xs">
                          <Icon node={MoveRight} />
                          Déplacer vers…
                          <span className="sr-only"> (demande de {card.name})</span>
                        </Button>
                      </DropdownMenuTrigger>
                      <DropdownMenuContent align="start">
                        <DropdownMenuLabel>Déplacer vers</DropdownMenuLabel>
                        {board
                          .filter((target) => target.stage !== column.stage)
                          .map((target) => (
                            <DropdownMenuItem
                              key={target.stage}
                              // 'Perdu' asks the reason first.
                              aria-haspopup={target.stage === "lost" ? "dialog" : undefined}
                              onSelect={() => moveCard(card, column.stage, target.stage)}
                            >
                              {LEAD_STAGE_LABELS[target.stage]}
                            </DropdownMenuItem>
                          ))}
                      </DropdownMenuContent>
                    </DropdownMenu>
                  )}
                </li>
              ))}
            </ul>
            {column.count === 0 && <p className="text-sm text-muted-foreground">Aucune demande.</p>}
            {column.count > 0 && (
              <Link
                href={messagesHref({ status: INBOX_SCREEN_STATUS, type: "all", stage: column.stage, page: 1 })}
                className="mt-auto text-sm font-medium text-primary underline-offset-4 hover:underline"
              >
                Voir tout ({column.count})<span className="sr-only"> : {LEAD_STAGE_LABELS[column.stage]}</span>
              </Link>
            )}
          </section>
        ))}
      </div>
      <LostReasonDialog
        key={askingWhyLost?.card.id ?? "closed"}
        name={askingWhyLost?.card.name ?? null}
        onCancel={() => setAskingWhyLost(null)}
        onConfirm={(reason) => {
          if (!askingWhyLost) return;
          setAskingWhyLost(null);
          moveCard(askingWhyLost.card, askingWhyLost.from, "lost", reason);
        }}
      />
    </>
  );
}
