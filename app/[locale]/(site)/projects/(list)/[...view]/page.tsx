import { listViewRoute } from "@/components/site/list-view-route";
import { ProjectListPage, projectListMetadata, projectListStaticParams } from "../project-list";

const route = listViewRoute("/projects", {
  Page: ProjectListPage,
  metadata: projectListMetadata,
  staticParams: projectListStaticParams,
});

export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
