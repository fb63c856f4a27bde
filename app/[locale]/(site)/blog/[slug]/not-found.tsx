import { ArticleNotFound } from "@/components/site/status-view";

export default function ArticleNotFoundPage() {
  return <ArticleNotFound />;
}
