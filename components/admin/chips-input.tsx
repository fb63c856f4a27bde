"use client";

import { PlusIcon, XIcon } from "lucide-react";
import { type ComponentProps, useState } from "react";
import { UserText } from "@/components/admin/user-text";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { addListEntry } from "@/lib/text";

/**
 * A list of short labels (tags, technologies): type one, then Enter or 'Ajouter'. Entries are trimmed; an empty
 * entry or one already in the list is ignored; each chip can be removed. Extra props go to the text input (id and
 * aria attributes from the form field).
 */
export function ChipsInput({
  value,
  onChange,
  itemLabel,
  disabled,
  ...input
}: { value: readonly string[]; onChange: (next: string[]) => void; itemLabel: string; disabled?: boolean } & Omit<
  ComponentProps<"input">,
  "value" | "onChange"
>) {
  const [draft, setDraft] = useState("");

  function add() {
    const next = addListEntry(value, draft);
    if (next !== value) onChange([...next]);
    setDraft("");
  }

  return (
    <div className="grid grid-cols-1 gap-2">
      <div className="flex gap-2">
        <Input
          {...input}
          disabled={disabled}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== "Enter") return;
            event.preventDefault();
            add();
          }}
        />
        <Button type="button" variant="outline" onClick={add} disabled={disabled} aria-label={`Ajouter ${itemLabel}`}>
          <PlusIcon />
          Ajouter
        </Button>
      </div>
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={`${itemLabel} ajoutés`}>
          {value.map((entry) => (
            <li key={entry} className="max-w-full">
              {/* A long entry wraps inside its chip rather than widening the form. */}
              <Badge variant="secondary" className="max-w-full gap-1 py-1 pr-1 text-sm whitespace-normal">
                <UserText>{entry}</UserText>
                <button
                  type="button"
                  disabled={disabled}
                  onClick={() => onChange(value.filter((other) => other !== entry))}
                  className="rounded-sm p-0.5 hover:bg-background/60 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  aria-label={`Retirer ${entry}`}
                >
                  <XIcon className="size-3" aria-hidden />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
