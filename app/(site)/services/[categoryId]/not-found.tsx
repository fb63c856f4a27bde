import { StatusView } from "@/components/site/status-view";

export default function CategoryNotFound() {
  return (
    <StatusView
      title="Catégorie non trouvée"
      message="La catégorie que vous recherchez n'existe pas."
      action={{ href: "/services", label: "Retour aux services" }}
    />
  );
}
