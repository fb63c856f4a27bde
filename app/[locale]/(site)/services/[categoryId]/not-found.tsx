import { CategoryNotFound } from "@/components/site/status-view";

export default function CategoryNotFoundPage() {
  return <CategoryNotFound />;
}
