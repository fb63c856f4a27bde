import { UserRoundIcon } from "lucide-react";
import Link from "next/link";
import { EMPTY_BELL, NotificationBell, type BellData } from "@/components/admin/notification-bell";
import { SidebarNav } from "@/components/admin/sidebar-nav";
import { Skeleton } from "@/components/ui/skeleton";
import { countUnreadActivities, listRecentActivities } from "@/lib/activities";
import { can, getCurrentUser, type SessionUser } from "@/lib/auth";
import { followUpsDue, listAssignedLeads } from "@/lib/leads";
import { countUnreadMessages, listUnreadMessages } from "@/lib/messages/inbox";
import { BELL_LIST_LIMIT } from "@/lib/messages/rules";
import { ROLE_LABELS } from "@/lib/users/rules";
import { UserText } from "@/components/admin/user-text";

// The parts of the admin frame that depend on the signed-in user. Each sits in its own <Suspense> in the
// layout, so that the frame itself is static and shows at once. Without a valid session they show nothing: the
// page itself (adminPage) sends the visitor to the login page.

export async function SessionNavigation() {
  const user = await getCurrentUser();
  return user && <SidebarNav role={user.role} />;
}

export async function SessionTopbar() {
  const user = await getCurrentUser();
  if (!user) return null;
  return (
    <>
      <NotificationBell initial={await bellSnapshot(user)} canMarkAllRead={can(user.role, "activities:write")} />
      <Link
        href="/admin/account"
        title="Mon compte"
        className="flex flex-col rounded-md px-2 py-1 text-right leading-tight hover:bg-accent"
        data-testid="current-user"
      >
        <span className="sr-only">Mon compte : </span>
        <UserText className="hidden text-sm font-medium sm:inline">{user.username}</UserText>
        <span className="hidden text-xs text-muted-foreground sm:inline">{ROLE_LABELS[user.role]}</span>
        <UserRoundIcon aria-hidden className="size-5 sm:hidden" />
      </Link>
    </>
  );
}

/** The bell's first figures, rendered with the page so that it does not wait for its first poll. */
async function bellSnapshot(user: SessionUser): Promise<BellData> {
  const now = new Date();
  const readsMessages = can(user.role, "messages:read");
  try {
    const [activityCount, activities, messageCount, messages, assigned, followUps] = await Promise.all([
      can(user.role, "activities:read") ? countUnreadActivities() : 0,
      can(user.role, "activities:read") ? listRecentActivities({ viewed: false, limit: BELL_LIST_LIMIT }) : [],
      readsMessages ? countUnreadMessages() : 0,
      readsMessages ? listUnreadMessages(BELL_LIST_LIMIT) : [],
      readsMessages ? listAssignedLeads(user.id, now, BELL_LIST_LIMIT) : EMPTY_BELL.assigned,
      readsMessages ? followUpsDue(now, BELL_LIST_LIMIT) : EMPTY_BELL.followUps,
    ]);
    return { activityCount, activities, messageCount, messages, assigned, followUps };
  } catch (error) {
    console.error("Notification bell: first load failed:", error instanceof Error ? error.message : error);
    return EMPTY_BELL;
  }
}

export function NavigationSkeleton() {
  return (
    <div className="flex flex-1 flex-col gap-2 px-3 py-4" aria-hidden>
      {Array.from({ length: 7 }, (_, index) => (
        <Skeleton key={index} className="h-9 w-full" />
      ))}
    </div>
  );
}

export function TopbarSkeleton() {
  return <Skeleton className="h-9 w-32" aria-hidden />;
}
