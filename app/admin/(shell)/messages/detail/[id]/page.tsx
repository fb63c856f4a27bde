import { ArrowLeftIcon } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { AccessDenied } from "@/components/admin/access-denied";
import { MessageDetailScreen } from "@/components/admin/messages/message-detail";
import { MESSAGES_PATH } from "@/components/admin/messages/messages-href";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { can, requireUser } from "@/lib/auth";
import { findMessage } from "@/lib/messages/inbox";

export const metadata: Metadata = { title: "Message" };

function Problem({ text }: { text: string }) {
  return (
    <div className="space-y-4">
      <Alert variant="destructive">
        <AlertDescription>{text}</AlertDescription>
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

/** /admin/messages/detail/{id}. */
export default async function MessageDetailRoute({ params }: PageProps<"/admin/messages/detail/[id]">) {
  const user = await requireUser();
  if (!can(user.role, "messages:read")) return <AccessDenied />;
  const { id } = await params;
  if (!/^\d{1,9}$/.test(id)) return <Problem text="Message introuvable." />;
  const message = await findMessage(Number(id)).catch((error: unknown) => {
    console.error("Message detail failed:", error instanceof Error ? error.message : error);
    return undefined;
  });
  if (message === undefined) return <Problem text="Erreur lors de la récupération des détails du message" />;
  if (message === null) return <Problem text="Message introuvable." />;
  return <MessageDetailScreen key={message.id} initial={message} canWrite={can(user.role, "messages:write")} />;
}
