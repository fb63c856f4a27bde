"use client";

import { PlusIcon, XIcon } from "lucide-react";
import { type KeyboardEvent, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { uniqueTags } from "@/lib/blog/schemas";

/**
 * A list of short texts edited as chips: Enter or 'Ajouter' adds the typed text, trimmed; an empty entry and
 * one already present (whatever its case) are not added; each chip has its remove button.
 */
export function TagInput({ id, value, onChange, placeholder, itemLabel = "tag", invalid }: { id?: string; value: readonly string[]; onChange: (next: string[]) => void; placeholder?: string; itemLabel?: string; invalid?: boolean }) {
  const [draft, setDraft] = useState("");

  function add() {
    const next = uniqueTags([...value, draft]);
    setDraft("");
    if (next.length > value.length) onChange(next);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== "Enter") return;
    // Enter adds the entry instead of submitting the form.
    event.preventDefault();
    add();
  }

  return (
    <div className="space-y-2">
      <div className="flex gap-2">
        <Input id={id} value={draft} onChange={(event) => setDraft(event.target.value)} onKeyDown={onKeyDown} placeholder={placeholder} aria-invalid={invalid || undefined} />
        <Button type="button" variant="outline" onClick={add}>
          <PlusIcon />
          Ajouter
        </Button>
      </div>
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label={`${itemLabel}s`}>
          {value.map((entry) => (
            <li key={entry}>
              <Badge variant="secondary" className="gap-1 py-1 pr-1 text-sm">
                {entry}
                <button
                  type="button"
                  onClick={() => onChange(value.filter((existing) => existing !== entry))}
                  className="rounded-sm p-0.5 hover:bg-background/60 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  aria-label={`Retirer le ${itemLabel} ${entry}`}
                >
                  <XIcon className="size-3.5" aria-hidden />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
