import { ListSearchProvider } from "@/components/site/list-search";

/** /projects and its views share the search box's state, so that typing goes on while each result page loads. */
export default function ProjectListLayout({ children }: LayoutProps<"/[locale]/projects">) {
  return <ListSearchProvider base="/projects">{children}</ListSearchProvider>;
}
