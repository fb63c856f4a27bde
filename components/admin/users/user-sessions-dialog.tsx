"use client";

import { UserText } from "@/components/admin/user-text";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { PendingButton } from "@/components/admin/pending-button";
import { SessionsTable } from "@/components/admin/sessions-table";
import type { UserActions } from "@/components/admin/users/user-actions";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import type { SessionView } from "@/lib/auth/sessions";
import type { UserView } from "@/lib/users";

/** The sessions panel of one account: its open sessions, ending one, or all of them (an administrator's tool). */
export function UserSessionsDialog({
  user,
  sessions,
  actions,
  onClose,
}: {
  user?: UserView;
  sessions: SessionView[];
  actions: Pick<UserActions, "endSession" | "endSessions">;
  onClose: () => void;
}) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const others = sessions.filter((session) => !session.current).length;

  async function endAll() {
    if (!user) return;
    setPending(true);
    const result = await actions.endSessions({ userId: user.id });
    setPending(false);
    if (!result.ok) {
      toast.error("Impossible de fermer les sessions.", { description: result.error });
      return;
    }
    toast.success("Sessions fermées", {
      description: `Sessions fermées pour ${user.username} : ${result.data.ended}.`,
    });
    router.refresh();
  }

  return (
    <Dialog open={Boolean(user)} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>
            Sessions de <UserText>{user?.username}</UserText>
          </DialogTitle>
          <DialogDescription>
            Les navigateurs connectés à ce compte. Une session fermée est déconnectée à sa prochaine requête.
          </DialogDescription>
        </DialogHeader>
        <SessionsTable sessions={sessions} end={actions.endSession} />
        <DialogFooter>
          <PendingButton
            variant="destructive"
            pending={pending}
            pendingLabel="Déconnexion..."
            disabled={others === 0}
            onClick={endAll}
          >
            Fermer toutes les sessions
          </PendingButton>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
