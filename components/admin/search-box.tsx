import { SearchIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";

/**
 * A list's search field, with its icon; `label` names it for screen readers. Controlled (`value`, `onChange`) in
 * the lists that search as one types, or a named field of a GET form (`name`, `defaultValue`).
 */
export function SearchBox({
  onChange,
  placeholder,
  label,
  className,
  ...input
}: {
  onChange?: (value: string) => void;
  placeholder: string;
  label: string;
  className?: string;
} & Omit<ComponentProps<"input">, "onChange" | "type" | "placeholder" | "className">) {
  return (
    <div className={cn("relative", className)}>
      <SearchIcon
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
      <Input
        type="search"
        {...input}
        onChange={onChange && ((event) => onChange(event.target.value))}
        placeholder={placeholder}
        aria-label={label}
        className="pl-9"
      />
    </div>
  );
}
