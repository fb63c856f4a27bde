"use client";

import { Loader2Icon, SearchIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useOptimistic, useRef, useState, useTransition } from "react";
import { FilterSelect } from "@/components/admin/filter-select";
import {
  INBOX_OWNER_OPTIONS,
  INBOX_SPAM_OPTIONS,
  INBOX_STATUS_OPTIONS,
  type MessagesView,
  messagesHref,
} from "@/components/admin/messages/messages-href";
import { Input } from "@/components/ui/input";
import { LEAD_STAGE_LABELS, LEAD_STAGES } from "@/lib/leads/rules";
import type { InboxQuery } from "@/lib/messages/schemas";

const TYPE_OPTIONS: { value: InboxQuery["type"]; label: string }[] = [
  { value: "all", label: "Tous les types" },
  { value: "contact", label: "Contact" },
  { value: "project", label: "Demande de projet" },
  { value: "quote", label: "Devis" },
];

const STAGE_OPTIONS: { value: InboxQuery["stage"]; label: string }[] = [
  { value: "all", label: "Toutes les étapes" },
  ...LEAD_STAGES.map((stage) => ({ value: stage, label: LEAD_STAGE_LABELS[stage] })),
];

const SEARCH_DELAY_MS = 300;

/**
 * Search (as one types, after a pause), status, type, pipeline stage, owner ('Mes demandes') and spam: each change
 * loads the first page of the new view.
 */
export function MessagesFilters({ view }: { view: MessagesView }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  // The view asked for while the server renders it: a second change made meanwhile builds on it, not on the old view.
  const [shown, showOptimistically] = useOptimistic(view);
  const [search, setSearch] = useState(view.search ?? "");
  const timer = useRef<number | undefined>(undefined);

  // A filter chosen while a search is pending carries that search: the pending one, built on the older view, is dropped.
  const show = (next: Partial<MessagesView>) => {
    window.clearTimeout(timer.current);
    startTransition(() => {
      const target = { ...shown, search, ...next, page: 1 };
      showOptimistically(target);
      router.replace(messagesHref(target), { scroll: false });
    });
  };

  useEffect(() => () => window.clearTimeout(timer.current), []);

  function changeSearch(value: string) {
    setSearch(value);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => show({ search: value.trim() }), SEARCH_DELAY_MS);
  }

  return (
    <div className="mb-4 flex flex-wrap items-center gap-3" role="search" aria-busy={pending}>
      <div className="relative w-full max-w-sm">
        <SearchIcon
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
        <Input
          type="search"
          value={search}
          onChange={(event) => changeSearch(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              window.clearTimeout(timer.current);
              show({ search: search.trim() });
            }
          }}
          placeholder="Rechercher par nom, e-mail, sujet, entreprise..."
          aria-label="Rechercher un message"
          maxLength={200}
          className="pl-9"
        />
      </div>
      <FilterSelect
        label="Filtrer par statut"
        value={shown.status}
        options={INBOX_STATUS_OPTIONS}
        onChange={(status) => show({ status })}
        className="w-56"
      />
      <FilterSelect
        label="Filtrer par type"
        value={shown.type}
        options={TYPE_OPTIONS}
        onChange={(type) => show({ type })}
        className="w-48"
      />
      <FilterSelect
        label="Filtrer par étape"
        value={shown.stage ?? "all"}
        options={STAGE_OPTIONS}
        onChange={(stage) => show({ stage })}
        className="w-48"
      />
      <FilterSelect
        label="Filtrer par responsable"
        value={shown.owner ?? "all"}
        options={INBOX_OWNER_OPTIONS}
        onChange={(owner) => show({ owner })}
        className="w-48"
      />
      <FilterSelect
        label="Filtrer les spams"
        value={shown.spam ?? "exclude"}
        options={INBOX_SPAM_OPTIONS}
        onChange={(spam) => show({ spam })}
        className="w-36"
      />
      {pending && <Loader2Icon className="size-4 animate-spin text-muted-foreground" aria-label="Chargement" />}
    </div>
  );
}
