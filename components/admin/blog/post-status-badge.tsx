import { Badge } from "@/components/ui/badge";

export function PostStatusBadge({ published }: { published: boolean }) {
  return <Badge variant={published ? "success" : "secondary"}>{published ? "Publié" : "Brouillon"}</Badge>;
}
