import "server-only";
import { publishDuePosts } from "@/lib/blog/admin";
import { publishDueProjects } from "@/lib/projects/admin";

/**
 * How often each server process publishes what is due ('Programmer'): an item appears on the site within this delay
 * of its time. One indexed query per table when nothing is due.
 */
export const SCHEDULED_PUBLISHING_EVERY_MS = 10_000;

/**
 * Publishes every article and project whose scheduled time has come (each exactly once, whatever the number of
 * instances calling at the same time: see publishDuePosts), and expires their public pages.
 */
export async function publishDueContent(now: Date = new Date()): Promise<{ posts: number[]; projects: number[] }> {
  const posts = await publishDuePosts(now);
  const projects = await publishDueProjects(now);
  return { posts, projects };
}
