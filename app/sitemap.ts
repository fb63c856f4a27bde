import type { MetadataRoute } from "next";
import { getLatestPosts } from "@/lib/blog";
import { applyPublicPageLifetime } from "@/lib/cache";
import { getPublishedProjects } from "@/lib/projects";
import { SERVICE_CATEGORY_IDS } from "@/lib/services/types";
import { absoluteUrl } from "@/lib/site";

const STATIC_PAGES = [
  "/about",
  "/services",
  "/services-detail",
  ...SERVICE_CATEGORY_IDS.map((id) => `/services/${id}`),
  "/contact",
  "/start-project",
];

function newest(dates: Date[]): Date | undefined {
  return dates.length ? new Date(Math.max(...dates.map((date) => date.getTime()))) : undefined;
}

/**
 * Every public page, every published project and every published post. Items and the lists that show them
 * carry their last modification; pages whose text is part of the code do not.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [projects, posts] = await Promise.all([getPublishedProjects(), getLatestPosts(), applyPublicPageLifetime()]);
  const projectEntries = projects.ok
    ? projects.data.map((project) => ({
        url: absoluteUrl(`/projects/${project.id}`),
        lastModified: new Date(project.updatedAt),
      }))
    : [];
  const postEntries = posts.ok
    ? posts.data.map((post) => ({ url: absoluteUrl(`/blog/${post.slug}`), lastModified: post.updatedAt }))
    : [];
  const projectsModified = newest(projectEntries.map((entry) => entry.lastModified));
  const postsModified = newest(postEntries.map((entry) => entry.lastModified));
  const homeModified = newest([projectsModified, postsModified].filter((date): date is Date => !!date));
  return [
    { url: absoluteUrl("/"), lastModified: homeModified },
    { url: absoluteUrl("/projects"), lastModified: projectsModified },
    { url: absoluteUrl("/blog"), lastModified: postsModified },
    ...STATIC_PAGES.map((path) => ({ url: absoluteUrl(path) })),
    ...projectEntries,
    ...postEntries,
  ];
}
