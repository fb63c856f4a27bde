import "server-only";
import { cacheTag } from "next/cache";
import { db, type Prisma } from "@/lib/db";
import { PROJECT_CATEGORY_LABEL } from "@/lib/projects/categories";
import type { ProjectContent } from "@/lib/projects/types";
import { loadPublic } from "@/lib/public-data";

export const PROJECT_TAGS = {
  projects: "projects",
  project: (id: number) => `project:${id}`,
} as const;

type ProjectRow = Prisma.ProjectGetPayload<object>;

/** A project as the site and the API present it. */
export interface ProjectView extends ProjectContent {
  id: number;
  status: "draft" | "published";
  createdAt: string;
  updatedAt: string;
}

export function toProjectView(row: ProjectRow): ProjectView {
  const { about, challenge, solution, results, testimonialContent, testimonialAuthor, testimonialPosition, category, createdAt, updatedAt, ...rest } = row;
  return {
    ...rest,
    category: PROJECT_CATEGORY_LABEL[category],
    description: { about, challenge, solution, results },
    testimonial: testimonialContent ? { content: testimonialContent, author: testimonialAuthor ?? "", position: testimonialPosition ?? "" } : null,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}

/** Published projects, newest first; only the featured ones when asked. */
export async function findPublishedProjects(options: { featured?: boolean; limit?: number } = {}): Promise<ProjectView[]> {
  const rows = await db.project.findMany({
    where: { status: "published", ...(options.featured ? { featured: true } : {}) },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: options.limit,
  });
  return rows.map(toProjectView);
}

export async function getFeaturedProjects(limit: number) {
  "use cache";
  cacheTag(PROJECT_TAGS.projects);
  return loadPublic("featured projects", () => findPublishedProjects({ featured: true, limit }));
}
