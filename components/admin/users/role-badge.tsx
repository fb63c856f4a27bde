import { Badge } from "@/components/ui/badge";
import type { Role } from "@/lib/auth/permissions";
import { ROLE_BADGE_VARIANT, ROLE_LABELS } from "@/lib/users/rules";

export function RoleBadge({ role }: { role: Role }) {
  return <Badge variant={ROLE_BADGE_VARIANT[role]}>{ROLE_LABELS[role]}</Badge>;
}
