import Form from "next/form";
import { SearchBox } from "@/components/admin/search-box";
import { Button } from "@/components/ui/button";

/** The person searched for: a GET form (the address names the view, so that it can be loaded again after an erasure). */
export function PrivacySearch({ defaultValue }: { defaultValue: string }) {
  return (
    <Form action="/admin/privacy" role="search" className="mb-6 flex flex-wrap items-center gap-3">
      <SearchBox
        name="q"
        defaultValue={defaultValue}
        maxLength={254}
        required
        placeholder="Adresse e-mail ou identifiant de visiteur"
        label="Adresse e-mail ou identifiant de visiteur"
        className="w-full max-w-md"
      />
      <Button type="submit" variant="outline">
        Rechercher
      </Button>
    </Form>
  );
}
