import { Alert, AlertDescription } from "@/components/ui/alert";

/** A list's address held a filter it does not know (readPageQuery's error): said, and the defaults shown instead. */
export function RefusedFilterAlert({ error }: { error: string | undefined }) {
  if (!error) return null;
  return (
    <Alert variant="destructive" className="mb-4">
      <AlertDescription>{error} : les filtres par défaut sont appliqués.</AlertDescription>
    </Alert>
  );
}
