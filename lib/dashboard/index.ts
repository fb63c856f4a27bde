import "server-only";
import { db } from "@/lib/db";
import { countUnreadMessages } from "@/lib/messages/inbox";
import { countUsers } from "@/lib/users";

/** The dashboard's four cards (spec: projects, blogPosts, users, messages). */
export interface DashboardStats {
  /** Every project, drafts included. */
  projects: number;
  /** Every blog article, drafts included. */
  blogPosts: number;
  /** Accounts that can sign in to the back office. */
  users: number;
  /** Unread messages (submitted, not yet processed). */
  messages: number;
}

export async function dashboardStats(): Promise<DashboardStats> {
  const [projects, blogPosts, users, messages] = await Promise.all([db.project.count(), db.blogPost.count(), countUsers(), countUnreadMessages()]);
  return { projects, blogPosts, users, messages };
}
