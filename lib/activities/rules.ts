import type { ActivityType } from "@/lib/generated/prisma/enums";

/** Where an activity leads in the back office (the spec's links by type); the history when it names nothing. */
export function activityHref(activity: { type: ActivityType; targetId: number | null }): string {
  const id = activity.targetId;
  switch (activity.type) {
    case "blog":
      return id ? `/admin/blogs/edit/${id}` : "/admin/blogs";
    case "project":
      return id ? `/admin/projects/edit/${id}` : "/admin/projects";
    case "user":
      return id ? `/admin/users/${id}` : "/admin/users";
    case "message":
    case "form_conversion":
      return id ? `/admin/messages/detail/${id}` : "/admin/messages";
    case "category":
      return "/admin/blog-categories";
    case "settings":
      return "/admin/settings";
    case "newsletter":
      return "/admin/newsletter";
    case "privacy":
      return "/admin/privacy";
    case "media":
      // A deleted image's page says it is gone: the activity still names it.
      return id ? `/admin/media/${id}` : "/admin/media";
    default:
      return "/admin/activities";
  }
}

/** Spec: the activity history shows 15 activities per page; the dashboard the 8 most recent. */
export const ACTIVITIES_PAGE_SIZE = 15;
export const DASHBOARD_ACTIVITY_COUNT = 8;

const BELL_BADGE_CAP = 99;

/** The bell's badge: the number of unread items, '99+' beyond 99. */
export function bellBadgeLabel(count: number): string {
  return count > BELL_BADGE_CAP ? `${BELL_BADGE_CAP}+` : String(count);
}
