import {
  FileTextIcon,
  FolderKanbanIcon,
  ImagesIcon,
  InboxIcon,
  MailIcon,
  NewspaperIcon,
  SettingsIcon,
  ShieldCheckIcon,
  TagsIcon,
  UserIcon,
} from "lucide-react";
import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import type { ActivityView } from "@/lib/activities";
import { activityHref } from "@/lib/activities/rules";
import { formatRelativeDate } from "@/lib/dates";
import { UserText } from "@/components/admin/user-text";

const TYPE_ICONS: Record<ActivityView["type"], typeof MailIcon> = {
  blog: FileTextIcon,
  category: TagsIcon,
  project: FolderKanbanIcon,
  user: UserIcon,
  message: MailIcon,
  form_conversion: InboxIcon,
  settings: SettingsIcon,
  media: ImagesIcon,
  newsletter: NewspaperIcon,
  privacy: ShieldCheckIcon,
};

/** Activities, newest first, each linking to what it is about (spec: the link per type). */
export function ActivityList({
  activities,
  now,
  showUnread = false,
}: {
  activities: ActivityView[];
  now: Date;
  showUnread?: boolean;
}) {
  return (
    <ul className="divide-y" aria-label="Activités">
      {activities.map((activity) => {
        const Icon = TYPE_ICONS[activity.type];
        return (
          <li key={activity.id}>
            <Link
              href={activityHref(activity)}
              className="flex gap-3 rounded-md px-2 py-3 transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
            >
              <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
                <Icon className="size-4" aria-hidden />
              </span>
              <span className="min-w-0 flex-1">
                <span className="flex items-center gap-2">
                  <UserText className="truncate text-sm font-medium">{activity.title}</UserText>
                  {showUnread && !activity.read && <Badge className="shrink-0">Nouveau</Badge>}
                </span>
                {activity.description && (
                  <UserText className="block truncate text-sm text-muted-foreground">{activity.description}</UserText>
                )}
                <span className="block text-xs text-muted-foreground">
                  {formatRelativeDate(activity.createdAt, now)}
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
