"use client";

import { UserText } from "@/components/admin/user-text";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { EmptyTableRow } from "@/components/admin/empty-table-row";
import { PendingButton } from "@/components/admin/pending-button";
import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { ServerAction } from "@/lib/auth/action-result";
import type { SessionView } from "@/lib/auth/sessions";
import { describeUserAgent } from "@/lib/auth/user-agent";
import { formatDateTime } from "@/lib/dates";

/**
 * The open sessions of an account (device, address, last seen), each with 'Se déconnecter' ('Mon compte' and the
 * users screen's sessions panel). The session of the browser that looks is marked 'Cette session' and has no button:
 * signing out of it is the sidebar's 'Se déconnecter'.
 */
export function SessionsTable({
  sessions,
  end,
}: {
  sessions: SessionView[];
  end: ServerAction<{ sessionId: string }, null>;
}) {
  const router = useRouter();
  const [ending, setEnding] = useState<string | null>(null);

  async function endOne(session: SessionView) {
    setEnding(session.id);
    const result = await end({ sessionId: session.id });
    setEnding(null);
    if (!result.ok) {
      toast.error("Impossible de fermer la session.", { description: result.error });
      return;
    }
    toast.success("Session fermée", { description: `${describeUserAgent(session.userAgent)} a été déconnecté.` });
    router.refresh();
  }

  return (
    <div className="rounded-lg border bg-background">
      <Table scrollLabel="Sessions ouvertes">
        <TableHeader>
          <TableRow>
            <TableHead>Appareil</TableHead>
            <TableHead>Adresse</TableHead>
            <TableHead>Dernière activité</TableHead>
            <TableHead className="text-right">Action</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {sessions.length === 0 ? (
            <EmptyTableRow columns={4}>Aucune session ouverte</EmptyTableRow>
          ) : (
            sessions.map((session) => (
              <TableRow key={session.id} data-testid="session-row">
                <TableCell className="font-medium">
                  <UserText>{describeUserAgent(session.userAgent)}</UserText>
                  {session.current && (
                    <Badge variant="secondary" className="ml-2">
                      Cette session
                    </Badge>
                  )}
                </TableCell>
                <TableCell>{session.clientAddress ?? "Inconnue"}</TableCell>
                <TableCell>{formatDateTime(session.lastSeenAt)}</TableCell>
                <TableCell className="text-right">
                  {!session.current && (
                    <PendingButton
                      size="sm"
                      variant="outline"
                      pending={ending === session.id}
                      pendingLabel="Déconnexion..."
                      disabled={ending !== null}
                      onClick={() => endOne(session)}
                    >
                      Se déconnecter
                    </PendingButton>
                  )}
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </div>
  );
}
