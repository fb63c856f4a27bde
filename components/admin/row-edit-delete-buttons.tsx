import { PencilIcon, Trash2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";

/**
 * A table row's Modifier and Supprimer icon buttons, each opening its dialog; `deleteRefusal` disables Supprimer and
 * says why.
 */
export function RowEditDeleteButtons({
  name,
  onEdit,
  onDelete,
  deleteRefusal,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  deleteRefusal?: string;
}) {
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Modifier ${name}`}
        title="Modifier"
        aria-haspopup="dialog"
        onClick={onEdit}
      >
        <PencilIcon />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="text-destructive hover:text-destructive"
        aria-label={deleteRefusal ?? `Supprimer ${name}`}
        title={deleteRefusal ?? "Supprimer"}
        disabled={Boolean(deleteRefusal)}
        aria-haspopup="dialog"
        onClick={onDelete}
      >
        <Trash2Icon />
      </Button>
    </>
  );
}
