import { StarIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";

export const STATUS_LABELS = { published: "Publié", draft: "Brouillon" } as const;

export function ProjectStatusBadge({ status }: { status: keyof typeof STATUS_LABELS }) {
  return <Badge variant={status === "published" ? "success" : "secondary"}>{STATUS_LABELS[status]}</Badge>;
}

/** 'Mis en avant' for a featured project; 'Standard' otherwise, unless `hideStandard`. */
export function FeaturedBadge({ featured, hideStandard = false }: { featured: boolean; hideStandard?: boolean }) {
  if (!featured) return hideStandard ? null : <Badge variant="outline">Standard</Badge>;
  return (
    <Badge variant="info">
      <StarIcon aria-hidden className="fill-current" />
      Mis en avant
    </Badge>
  );
}
