import { listViewRoute } from "@/components/site/list-view-route";
import { BlogListPage, blogListMetadata, blogListStaticParams } from "../blog-list";

const route = listViewRoute("/blog", {
  Page: BlogListPage,
  metadata: blogListMetadata,
  staticParams: blogListStaticParams,
});

export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
