import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import {
  MEDIA_DESCRIPTION_FILTERS,
  MEDIA_SIZE_FILTERS,
  MEDIA_TYPE_FILTERS,
  MEDIA_USAGE_FILTERS,
  type MediaFilterValues,
} from "@/lib/media/schemas";
import type { MediaFilterChoices } from "@/lib/media/types";

/** The choices of the filters that have fixed ones (folders and uploaders are the library's own). */
const FIXED_FILTERS = [
  { name: "type", label: "Type", options: MEDIA_TYPE_FILTERS },
  { name: "size", label: "Taille", options: MEDIA_SIZE_FILTERS },
  { name: "usage", label: "Utilisation", options: MEDIA_USAGE_FILTERS },
  { name: "description", label: "Description", options: MEDIA_DESCRIPTION_FILTERS },
] as const;

/**
 * The library's filters, one set of fields for the library's GET form (/admin/media) and for the pickers' dialog
 * (which sends them to GET /api/media): their names are the query string that `mediaListQuerySchema` reads. Plain
 * uncontrolled fields (their `defaultValue`s): the GET form works without scripts, the picker reads its FormData.
 * `search` stays apart: each screen places its own search box.
 */
export function MediaFilterFields({ values, choices }: { values: MediaFilterValues; choices: MediaFilterChoices }) {
  return (
    <>
      <FilterSelect label="Dossier" name="folder" value={values.folder}>
        <option value="">Tous les dossiers</option>
        <option value="none">Sans dossier</option>
        {choices.folders.map((folder) => (
          <option key={folder.id} value={folder.id}>
            {folder.label}
          </option>
        ))}
      </FilterSelect>
      {FIXED_FILTERS.map((filter) => (
        <FilterSelect key={filter.name} label={filter.label} name={filter.name} value={values[filter.name]}>
          {Object.entries(filter.options).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </FilterSelect>
      ))}
      <FilterSelect label="Envoyé par" name="uploader" value={values.uploader}>
        <option value="">Tout le monde</option>
        {choices.uploaders.map((user) => (
          <option key={user.id} value={user.id}>
            {user.username}
          </option>
        ))}
      </FilterSelect>
      <label className="grid min-w-0 gap-1 text-sm">
        Envoyé du
        <Input type="date" name="from" defaultValue={values.from} />
      </label>
      <label className="grid min-w-0 gap-1 text-sm">
        au
        <Input type="date" name="to" defaultValue={values.to} />
      </label>
    </>
  );
}

function FilterSelect({
  label,
  name,
  value,
  children,
}: {
  label: string;
  name: string;
  value: string;
  children: React.ReactNode;
}) {
  return (
    <label className="grid max-w-full min-w-0 gap-1 text-sm">
      {label}
      <NativeSelect name={name} defaultValue={value}>
        {children}
      </NativeSelect>
    </label>
  );
}
