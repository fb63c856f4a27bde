"use client";

import { Image } from "@tiptap/extension-image";
import { type Editor, EditorContent, useEditor, useEditorState } from "@tiptap/react";
import { StarterKit } from "@tiptap/starter-kit";
import {
  BoldIcon,
  Heading2Icon,
  Heading3Icon,
  ImagePlusIcon,
  ItalicIcon,
  LinkIcon,
  ListIcon,
  ListOrderedIcon,
  QuoteIcon,
  Redo2Icon,
  StrikethroughIcon,
  UnderlineIcon,
  Undo2Icon,
} from "lucide-react";
import { useId, useState } from "react";
import { ImageAltButton } from "@/components/admin/blog/image-alt-button";
import { ToolbarButton, ToolbarPopover } from "@/components/admin/blog/editor-toolbar";
import { MediaPicker } from "@/components/admin/media/media-picker";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { DECORATIVE_ROLE } from "@/lib/media/html";
import type { MediaSummary } from "@/lib/media/types";
import { cn } from "@/lib/utils";

/**
 * Tiptap's image with the one `role` the article allow-list keeps: role="presentation" marks it decorative in this
 * article (ImageAltButton, lib/media/html.ts).
 */
const LibraryImage = Image.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      role: {
        default: null,
        parseHTML: (element) => (element.getAttribute("role") === DECORATIVE_ROLE ? DECORATIVE_ROLE : null),
        renderHTML: (attributes) => (attributes.role ? { role: attributes.role as string } : {}),
      },
    };
  },
});

/**
 * The article's content, edited as rich text and given as HTML. Only what the server's allow-list keeps can be
 * produced (headings 2 to 4, lists, quotes, code, links, images); the server sanitises whatever it receives anyway.
 * Images are chosen in the library, or sent into it from its dialog (MediaPicker), and inserted by their path.
 */
export function RichTextEditor({
  id,
  value,
  onChange,
  onBlur,
  label,
  invalid,
  describedBy,
}: {
  id?: string;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  label: string;
  invalid?: boolean;
  describedBy?: string;
}) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: "https",
          protocols: ["http", "https", "mailto", "tel"],
        },
      }),
      LibraryImage.configure({ allowBase64: false }),
    ],
    content: value,
    // Rendered on the server too: the editor is created in the browser only (no hydration mismatch).
    immediatelyRender: false,
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
    onBlur: () => onBlur?.(),
    editorProps: {
      attributes: {
        ...(id ? { id } : {}),
        role: "textbox",
        "aria-multiline": "true",
        "aria-label": label,
        ...(invalid ? { "aria-invalid": "true" } : {}),
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        class: "article-content min-h-72 px-4 py-3 outline-none",
      },
    },
  });

  return (
    <div
      className={cn(
        "overflow-hidden rounded-md border border-input shadow-xs focus-within:border-ring focus-within:ring-[3px] focus-within:ring-ring/50",
        invalid && "border-destructive",
      )}
    >
      {editor ? <Toolbar editor={editor} /> : <div className="h-11 border-b bg-muted/40" />}
      <EditorContent editor={editor} />
    </div>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive("bold"),
      italic: current.isActive("italic"),
      underline: current.isActive("underline"),
      strike: current.isActive("strike"),
      h2: current.isActive("heading", { level: 2 }),
      h3: current.isActive("heading", { level: 3 }),
      bulletList: current.isActive("bulletList"),
      orderedList: current.isActive("orderedList"),
      blockquote: current.isActive("blockquote"),
      link: current.isActive("link"),
      image: current.isActive("image"),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  /**
   * Library images are inserted with an empty alt (none of their own): the public page gives them the library's
   * description, which follows its later edits ('Texte alternatif de l'image' may override it for this article).
   */
  function insertImages(images: MediaSummary[]) {
    let command = chain();
    for (const image of images) command = command.setImage({ src: image.path, alt: "" });
    command.run();
  }

  return (
    <div className="border-b bg-muted/40">
      <div role="toolbar" aria-label="Mise en forme" className="flex flex-wrap items-center gap-0.5 p-1.5">
        <ToolbarButton icon={BoldIcon} label="Gras" active={state.bold} onClick={() => chain().toggleBold().run()} />
        <ToolbarButton
          icon={ItalicIcon}
          label="Italique"
          active={state.italic}
          onClick={() => chain().toggleItalic().run()}
        />
        <ToolbarButton
          icon={UnderlineIcon}
          label="Souligné"
          active={state.underline}
          onClick={() => chain().toggleUnderline().run()}
        />
        <ToolbarButton
          icon={StrikethroughIcon}
          label="Barré"
          active={state.strike}
          onClick={() => chain().toggleStrike().run()}
        />
        <Separator />
        <ToolbarButton
          icon={Heading2Icon}
          label="Titre de section"
          active={state.h2}
          onClick={() => chain().toggleHeading({ level: 2 }).run()}
        />
        <ToolbarButton
          icon={Heading3Icon}
          label="Sous-titre"
          active={state.h3}
          onClick={() => chain().toggleHeading({ level: 3 }).run()}
        />
        <ToolbarButton
          icon={ListIcon}
          label="Liste à puces"
          active={state.bulletList}
          onClick={() => chain().toggleBulletList().run()}
        />
        <ToolbarButton
          icon={ListOrderedIcon}
          label="Liste numérotée"
          active={state.orderedList}
          onClick={() => chain().toggleOrderedList().run()}
        />
        <ToolbarButton
          icon={QuoteIcon}
          label="Citation"
          active={state.blockquote}
          onClick={() => chain().toggleBlockquote().run()}
        />
        <Separator />
        <LinkButton editor={editor} active={state.link} />
        <MediaPicker
          multiple
          onPick={insertImages}
          trigger={
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="size-8"
              aria-label="Insérer une image"
              title="Insérer une image"
            >
              <ImagePlusIcon />
            </Button>
          }
        />
        <ImageAltButton editor={editor} enabled={state.image} />
        <Separator />
        <ToolbarButton
          icon={Undo2Icon}
          label="Annuler la modification"
          disabled={!state.canUndo}
          onClick={() => chain().undo().run()}
        />
        <ToolbarButton
          icon={Redo2Icon}
          label="Rétablir"
          disabled={!state.canRedo}
          onClick={() => chain().redo().run()}
        />
      </div>
    </div>
  );
}

function Separator() {
  return <span aria-hidden className="mx-1 h-5 w-px bg-border" />;
}

function LinkButton({ editor, active }: { editor: Editor; active: boolean }) {
  const [href, setHref] = useState("");
  const inputId = useId();

  return (
    <ToolbarPopover
      label="Lien"
      icon={LinkIcon}
      active={active}
      onOpen={() => setHref((editor.getAttributes("link").href as string | undefined) ?? "")}
      onApply={() => {
        const url = href.trim();
        if (url) editor.chain().focus().extendMarkRange("link").setLink({ href: url }).run();
        else editor.chain().focus().extendMarkRange("link").unsetLink().run();
      }}
      extraAction={(close) =>
        active && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => {
              editor.chain().focus().extendMarkRange("link").unsetLink().run();
              close();
            }}
          >
            Retirer le lien
          </Button>
        )
      }
    >
      <label htmlFor={inputId} className="text-sm font-medium">
        Adresse du lien
      </label>
      <Input
        id={inputId}
        value={href}
        onChange={(event) => setHref(event.target.value)}
        placeholder="https://… ou /contact"
        autoFocus
      />
    </ToolbarPopover>
  );
}
