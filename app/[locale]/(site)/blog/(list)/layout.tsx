import { ListSearchProvider } from "@/components/site/list-search";

/** /blog and its views share the search box's state, so that typing goes on while each result page loads. */
export default function BlogListLayout({ children }: LayoutProps<"/[locale]/blog">) {
  return <ListSearchProvider base="/blog">{children}</ListSearchProvider>;
}
