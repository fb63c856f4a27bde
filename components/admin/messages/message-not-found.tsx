import { ArrowLeftIcon } from "lucide-react";
import Link from "next/link";
import { MESSAGES_PATH } from "@/components/admin/messages/messages-href";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

/** A detail address whose message does not exist (or no longer does). */
export function MessageNotFound() {
  return (
    <div className="space-y-4">
      <Alert variant="destructive">
        <AlertDescription>Message introuvable.</AlertDescription>
      </Alert>
      <Button asChild variant="outline">
        <Link href={MESSAGES_PATH}>
          <ArrowLeftIcon />
          Retour aux messages
        </Link>
      </Button>
    </div>
  );
}
