import { PageNotFound } from "@/components/site/status-view";

export default function SiteNotFound() {
  return <PageNotFound />;
}
