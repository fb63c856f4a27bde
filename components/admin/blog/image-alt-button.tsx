"use client";

import type { Editor } from "@tiptap/react";
import { TextQuoteIcon } from "lucide-react";
import { useId, useState } from "react";
import { ToolbarPopover } from "@/components/admin/blog/editor-toolbar";
import { Input } from "@/components/ui/input";
import { type ContentImageAlt, contentImageAlt, DECORATIVE_ROLE } from "@/lib/media/html";
import { MEDIA_TEXT_LIMITS } from "@/lib/media/schemas";
import { cn } from "@/lib/utils";

const CHOICES: { kind: ContentImageAlt["kind"]; label: string }[] = [
  { kind: "library", label: "Description de la médiathèque" },
  { kind: "own", label: "Texte propre à cet article" },
  { kind: "decorative", label: "Image décorative dans cet article" },
];

/** The image node's attributes for a choice: what lib/media/html.ts reads back (contentImageAlt). */
function imageAttributes(kind: ContentImageAlt["kind"], text: string) {
  if (kind === "decorative") return { alt: "", role: DECORATIVE_ROLE };
  // 'Own text' left empty is the library's description again.
  return { alt: kind === "own" ? text.trim() : "", role: null };
}

const LABEL = "Texte alternatif de l'image";

/**
 * 'Texte alternatif' of the selected image, for this article only: the library's description (the default, which
 * follows its later edits), a text of its own, or decorative here (alt=""). Enabled when an image is selected.
 */
export function ImageAltButton({ editor, enabled }: { editor: Editor; enabled: boolean }) {
  const [kind, setKind] = useState<ContentImageAlt["kind"]>("library");
  const [text, setText] = useState("");
  const textId = useId();

  return (
    <ToolbarPopover
      label={LABEL}
      title={enabled ? LABEL : `${LABEL} (sélectionnez une image)`}
      icon={TextQuoteIcon}
      disabled={!enabled}
      onOpen={() => {
        const current = contentImageAlt(editor.getAttributes("image") as { alt?: string; role?: string });
        setKind(current.kind);
        setText(current.kind === "own" ? current.text : "");
      }}
      onApply={() => editor.chain().focus().updateAttributes("image", imageAttributes(kind, text)).run()}
    >
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{LABEL}</legend>
        {CHOICES.map((choice) => (
          <label key={choice.kind} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="image-alt"
              value={choice.kind}
              checked={kind === choice.kind}
              onChange={() => setKind(choice.kind)}
            />
            {choice.label}
          </label>
        ))}
      </fieldset>
      <div className={cn("space-y-1", kind !== "own" && "hidden")}>
        <label htmlFor={textId} className="text-sm">
          Texte de cette image dans l&apos;article
        </label>
        <Input
          id={textId}
          value={text}
          maxLength={MEDIA_TEXT_LIMITS.alt}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
    </ToolbarPopover>
  );
}
