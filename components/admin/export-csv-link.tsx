import { DownloadIcon } from "lucide-react";
import { Button } from "@/components/ui/button";

/**
 * 'Exporter (CSV)': a file download, so a plain link that the browser saves (the route streams every page of the
 * view); `label` names another format ('Exporter (JSON)').
 */
export function ExportCsvLink({ href, label = "Exporter (CSV)" }: { href: string; label?: string }) {
  return (
    <Button asChild variant="outline">
      <a href={href} download>
        <DownloadIcon />
        {label}
      </a>
    </Button>
  );
}
