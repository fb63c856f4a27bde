import { ArrowLeftIcon } from "lucide-react";
import Link from "next/link";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

export function BackToPostsButton() {
  return (
    <Button asChild variant="outline">
      <Link href="/admin/blogs">
        <ArrowLeftIcon />
        Retour à la liste
      </Link>
    </Button>
  );
}

/** An edit or preview address whose article does not exist (or no longer does). */
export function PostNotFound() {
  return (
    <div className="space-y-4">
      <Alert variant="destructive">
        <AlertDescription>Article non trouvé.</AlertDescription>
      </Alert>
      <BackToPostsButton />
    </div>
  );
}
