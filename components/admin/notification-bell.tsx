"use client";

import { BellIcon, CalendarClockIcon, CheckCheckIcon, MailIcon, UserRoundCheckIcon } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { type ReactNode, useCallback, useEffect, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import type { ActivityView } from "@/lib/activities";
import { activityHref, bellBadgeLabel } from "@/lib/activities/rules";
import { ApiClientError, fetchJson } from "@/lib/api-client";
import { BACKGROUND_REQUEST_HEADER } from "@/lib/auth/cookie";
import { DASHBOARD_PATH, loginUrl } from "@/lib/auth/paths";
import { formatRelativeDate } from "@/lib/dates";
import type { LeadReminder } from "@/lib/leads";
import { formatDate } from "@/lib/dates";
import type { UnreadMessage } from "@/lib/messages/inbox";
import { BELL_LIST_LIMIT } from "@/lib/messages/rules";
import { UserText } from "@/components/admin/user-text";

export interface BellData {
  activityCount: number;
  activities: ActivityView[];
  messageCount: number;
  messages: UnreadMessage[];
  /** The open requests assigned to the viewer ('Mes demandes'). */
  assigned: { count: number; leads: LeadReminder[] };
  /** Follow-ups due today or overdue ('À relancer aujourd'hui'). */
  followUps: { count: number; leads: LeadReminder[] };
}

/** A bell without anything to show (a role that reads nothing of it, or a first load that failed). */
export const EMPTY_BELL: BellData = {
  activityCount: 0,
  activities: [],
  messageCount: 0,
  messages: [],
  assigned: { count: 0, leads: [] },
  followUps: { count: 0, leads: [] },
};

/** Spec: the bell polls every 30 s. */
const BELL_POLL_INTERVAL_MS = 30_000;
const BELL_REFRESH_EVENT = "admin:bell-refresh";

/** Asks the bell to reload now, after a screen changed what it counts (a message processed, activities read). */
export function refreshBell() {
  window.dispatchEvent(new Event(BELL_REFRESH_EVENT));
}

// The bell's requests are no sign that someone is there: they do not keep an idle session alive.
const BACKGROUND = { headers: { [BACKGROUND_REQUEST_HEADER]: "1" } };

async function loadBell(): Promise<BellData> {
  const [activityCount, unreadActivities, unreadMessages, reminders] = await Promise.all([
    fetchJson<{ count: number }>("/api/activities/unread", BACKGROUND),
    fetchJson<{ activities: ActivityView[] }>(
      `/api/dashboard/recent-activity?viewed=false&limit=${BELL_LIST_LIMIT}`,
      BACKGROUND,
    ),
    fetchJson<{ count: number; messages: UnreadMessage[] }>("/api/messages/unread", BACKGROUND),
    fetchJson<Pick<BellData, "assigned" | "followUps">>("/api/leads/reminders", BACKGROUND),
  ]);
  return {
    activityCount: activityCount.count,
    activities: unreadActivities.activities,
    messageCount: unreadMessages.count,
    messages: unreadMessages.messages,
    assigned: reminders.assigned,
    followUps: reminders.followUps,
  };
}

/**
 * The top bar's notification bell: unread activities plus unread messages (capped at '99+'), refreshed every
 * 30 s while the tab is visible and as soon as it becomes visible again; its panel closes on an outside click.
 */
export function NotificationBell({ initial, canMarkAllRead }: { initial: BellData; canMarkAllRead: boolean }) {
  const router = useRouter();
  const [data, setData] = useState(initial);
  const [open, setOpen] = useState(false);
  const [marking, setMarking] = useState(false);

  const refresh = useCallback(async () => {
    try {
      setData(await loadBell());
    } catch (error) {
      // The session ended (expired, account deleted): back to the login page, then here again.
      if (error instanceof ApiClientError && error.status === 401)
        window.location.assign(loginUrl(window.location.pathname + window.location.search));
      else console.error("Notification poll failed:", error);
    }
  }, []);

  useEffect(() => {
    const poll = () => document.visibilityState === "visible" && void refresh();
    const timer = window.setInterval(poll, BELL_POLL_INTERVAL_MS);
    const refreshNow = () => void refresh();
    document.addEventListener("visibilitychange", poll);
    window.addEventListener(BELL_REFRESH_EVENT, refreshNow);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", poll);
      window.removeEventListener(BELL_REFRESH_EVENT, refreshNow);
    };
  }, [refresh]);

  async function markAllRead() {
    setMarking(true);
    try {
      await fetchJson("/api/activities/mark-as-read", { method: "POST", json: {} });
      setData((current) => ({ ...current, activityCount: 0, activities: [] }));
      setOpen(false);
      router.push(DASHBOARD_PATH);
    } catch (error) {
      toast.error("Impossible de marquer les activités comme lues.", {
        description: error instanceof Error ? error.message : undefined,
      });
    } finally {
      setMarking(false);
    }
  }

  // The badge counts what is unread; follow-ups due and one's requests are listed in the panel, not counted (they stay
  // until handled, and a badge that never goes down stops being read).
  const count = data.activityCount + data.messageCount;
  const listsSomething = count > 0 || data.followUps.count > 0 || data.assigned.count > 0;
  const now = new Date();
  const close = () => setOpen(false);

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) void refresh();
      }}
    >
      <PopoverTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={
            count ? `Notifications : ${bellBadgeLabel(count)} non lue${count > 1 ? "s" : ""}` : "Notifications"
          }
        >
          <BellIcon />
          {count > 0 && (
            <span
              data-testid="bell-count"
              className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-[0.65rem] font-semibold text-white"
            >
              {bellBadgeLabel(count)}
            </span>
          )}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="w-[min(24rem,calc(100vw-2rem))] p-0" aria-label="Notifications">
        <div className="flex items-center justify-between gap-2 border-b px-4 py-3">
          <h2 className="font-semibold">Notifications</h2>
          {canMarkAllRead && data.activityCount > 0 && (
            <Button variant="ghost" size="sm" onClick={markAllRead} disabled={marking}>
              <CheckCheckIcon />
              Tout marquer comme lu
            </Button>
          )}
        </div>
        <div className="max-h-[70vh] overflow-y-auto">
          {!listsSomething && (
            <p className="px-4 py-6 text-center text-sm text-muted-foreground">Aucune nouvelle notification</p>
          )}
          {data.messages.length > 0 && (
            <BellSection id="bell-messages" title={`Messages non lus (${data.messageCount})`}>
              {data.messages.map((message) => (
                <BellRequestLink
                  key={message.id}
                  id={message.id}
                  onClick={close}
                  icon={<MailIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />}
                  title={`Message de ${message.name}`}
                  detail={message.subject}
                  date={formatRelativeDate(message.createdAt, now)}
                />
              ))}
            </BellSection>
          )}
          {data.followUps.leads.length > 0 && (
            <BellSection id="bell-follow-ups" title={`À relancer aujourd'hui (${data.followUps.count})`}>
              {data.followUps.leads.map((lead) => (
                <BellRequestLink
                  key={lead.id}
                  id={lead.id}
                  onClick={close}
                  icon={
                    <CalendarClockIcon
                      className={`mt-0.5 size-4 shrink-0 ${lead.overdue ? "text-destructive" : "text-primary"}`}
                      aria-hidden
                    />
                  }
                  title={`${lead.overdue ? "En retard · " : ""}Demande de ${lead.name}`}
                  detail={lead.subject}
                  date={`À relancer le ${formatDate(`${lead.followUpOn}T00:00:00Z`)}`}
                />
              ))}
            </BellSection>
          )}
          {data.assigned.leads.length > 0 && (
            <BellSection id="bell-assigned" title={`Mes demandes (${data.assigned.count})`}>
              {data.assigned.leads.map((lead) => (
                <BellRequestLink
                  key={lead.id}
                  id={lead.id}
                  onClick={close}
                  icon={<UserRoundCheckIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />}
                  title={`Demande de ${lead.name}`}
                  detail={lead.subject}
                  date={formatRelativeDate(lead.createdAt, now)}
                />
              ))}
            </BellSection>
          )}
          <Link
            href="/admin/messages"
            onClick={close}
            className="block border-b px-4 py-2 text-sm font-medium text-primary hover:underline"
          >
            Voir tous les messages
          </Link>
          {data.activities.length > 0 && (
            <BellSection id="bell-activities" title={`Activités non lues (${data.activityCount})`}>
              {data.activities.map((activity) => (
                <li key={activity.id}>
                  <Link href={activityHref(activity)} onClick={close} className="block px-4 py-2 hover:bg-accent">
                    <BellItemText
                      title={activity.title}
                      detail={activity.description}
                      date={formatRelativeDate(activity.createdAt, now)}
                    />
                  </Link>
                </li>
              ))}
            </BellSection>
          )}
          <Link
            href="/admin/activities"
            onClick={close}
            className="block px-4 py-2 text-sm font-medium text-primary hover:underline"
          >
            Voir toutes les activités
          </Link>
        </div>
      </PopoverContent>
    </Popover>
  );
}

/** One list of the panel (unread messages, unread activities) under its heading. */
function BellSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="border-b py-2">
      <h3 id={id} className="px-4 py-1 text-xs font-medium tracking-wide text-muted-foreground uppercase">
        {title}
      </h3>
      <ul>{children}</ul>
    </section>
  );
}

/** An entry that opens a message's detail: its icon, then its lines. */
function BellRequestLink({
  id,
  icon,
  onClick,
  ...text
}: {
  id: number;
  icon: ReactNode;
  onClick: () => void;
  title: string;
  detail: string;
  date: string;
}) {
  return (
    <li>
      <Link href={`/admin/messages/detail/${id}`} onClick={onClick} className="flex gap-3 px-4 py-2 hover:bg-accent">
        {icon}
        <span className="min-w-0">
          <BellItemText {...text} />
        </span>
      </Link>
    </li>
  );
}

/** An entry's lines: what it is, its detail when it has one, and when. */
function BellItemText({ title, detail, date }: { title: string; detail?: string | null; date: string }) {
  return (
    <>
      <UserText className="block truncate text-sm font-medium">{title}</UserText>
      {detail && <UserText className="block truncate text-sm text-muted-foreground">{detail}</UserText>}
      <span className="block text-xs text-muted-foreground">{date}</span>
    </>
  );
}
