import Image from "next/image";
import Link from "next/link";
import { formatDate } from "@/lib/dates";
import { getLatestPosts } from "@/lib/blog";
import { categoryNameOf, postDisplayDate } from "@/lib/blog/rules";
import { imageSrc } from "@/lib/images";
import { getFeaturedProjects } from "@/lib/projects";
import { projectCardDescription } from "@/lib/projects/rules";

export default async function HomePage() {
  const [projects, posts] = await Promise.all([getFeaturedProjects(4), getLatestPosts(4)]);
  return (
    <main className="mx-auto max-w-6xl px-6 py-16">
      <h1 className="text-4xl font-bold tracking-tight">Agence Digitale Abidjan</h1>
      <p className="mt-4 max-w-2xl text-lg text-muted-foreground">
        Design UX/UI, communication audiovisuelle, développement informatique et communication digitale.
      </p>
      {projects.ok && projects.data.length > 0 && (
        <section aria-labelledby="featured-projects" className="mt-16">
          <h2 id="featured-projects" className="text-2xl font-semibold">Projets en vedette</h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2">
            {projects.data.map((project) => (
              <li key={project.id} className="overflow-hidden rounded-lg border">
                <Image src={imageSrc(project.images[0], project.title)} alt="" width={800} height={500} className="aspect-[16/10] object-cover" />
                <div className="p-4">
                  <h3 className="font-semibold"><Link href={`/projects/${project.id}`}>{project.title}</Link></h3>
                  <p className="mt-2 text-sm text-muted-foreground">{projectCardDescription(project.description)}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
      {posts.ok && posts.data.length > 0 && (
        <section aria-labelledby="latest-posts" className="mt-16">
          <h2 id="latest-posts" className="text-2xl font-semibold">Derniers articles</h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2">
            {posts.data.map((post) => (
              <li key={post.id} className="rounded-lg border p-4">
                <p className="text-xs text-muted-foreground">{categoryNameOf(post)} · {formatDate(postDisplayDate(post))}</p>
                <h3 className="mt-1 font-semibold"><Link href={`/blog/${post.slug}`}>{post.title}</Link></h3>
              </li>
            ))}
          </ul>
        </section>
      )}
    </main>
  );
}
