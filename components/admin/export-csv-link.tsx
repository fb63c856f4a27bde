import { DownloadIcon } from "lucide-react";
import { Button } from "@/components/ui/button";

/** 'Exporter (CSV)': a file download, so a plain link that the browser saves (the route streams every page of the view). */
export function ExportCsvLink({ href }: { href: string }) {
  return (
    <Button asChild variant="outline">
      <a href={href} download>
        <DownloadIcon />
        Exporter (CSV)
      </a>
    </Button>
  );
}
