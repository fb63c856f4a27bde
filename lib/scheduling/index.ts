import "server-only";
import { publishDuePosts } from "@/lib/blog/admin";
import { publishDueTranslations } from "@/lib/blog/translations";
import { publishDueProjects } from "@/lib/projects/admin";
import { publishDueProjectTranslations } from "@/lib/projects/translations";

/**
 * How often each server process publishes what is due ('Programmer'): an item appears on the site within this delay
 * of its time. One indexed query per table when nothing is due.
 */
export const SCHEDULED_PUBLISHING_EVERY_MS = 10_000;

/**
 * Publishes every article, project and translation of either whose scheduled time has come (each exactly once,
 * whatever the number of instances calling at the same time: see publishDuePosts), and expires their public pages.
 * `translations` and `projectTranslations` are the ids of the articles and projects one of whose translations was
 * published.
 */
export async function publishDueContent(
  now: Date = new Date(),
): Promise<{ posts: number[]; translations: number[]; projects: number[]; projectTranslations: number[] }> {
  const posts = await publishDuePosts(now);
  const translations = await publishDueTranslations(now);
  const projects = await publishDueProjects(now);
  const projectTranslations = await publishDueProjectTranslations(now);
  return { posts, translations, projects, projectTranslations };
}
