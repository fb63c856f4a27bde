import { Loader2Icon } from "lucide-react";

export default function ProjectPreviewLoading() {
  return (
    <div className="flex min-h-64 items-center justify-center" role="status" aria-label="Chargement du projet">
      <Loader2Icon className="size-8 animate-spin text-muted-foreground" aria-hidden />
    </div>
  );
}
