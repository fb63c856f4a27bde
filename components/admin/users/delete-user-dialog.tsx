"use client";

import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { ConfirmDeleteDialog, DeletedItemDetails } from "@/components/admin/confirm-delete-dialog";
import { RoleBadge } from "@/components/admin/users/role-badge";
import { ApiClientError, fetchJson } from "@/lib/api-client";
import type { UserView } from "@/lib/users";

/** Confirmation before deleting a user: who exactly (username, e-mail, role), and that it cannot be undone. */
export function DeleteUserDialog({ user, onClose }: { user?: UserView; onClose: () => void }) {
  const router = useRouter();

  async function remove() {
    if (!user) return;
    try {
      await fetchJson(`/api/users/${user.id}`, { method: "DELETE" });
      toast.success("Utilisateur supprimé", { description: `L'utilisateur ${user.username} a été supprimé.` });
      onClose();
      router.refresh();
    } catch (error) {
      toast.error("Impossible de supprimer l'utilisateur. Veuillez réessayer.", {
        description: error instanceof ApiClientError ? error.message : undefined,
      });
    }
  }

  return (
    <ConfirmDeleteDialog
      open={Boolean(user)}
      title="Supprimer l'utilisateur"
      description="Cette action est irréversible. Le compte suivant sera définitivement supprimé :"
      onConfirm={remove}
      onClose={onClose}
    >
      {user && (
        <DeletedItemDetails
          entries={[
            { label: "Nom d'utilisateur", value: user.username },
            { label: "E-mail", value: user.email },
            { label: "Rôle", value: <RoleBadge role={user.role} /> },
          ]}
        />
      )}
    </ConfirmDeleteDialog>
  );
}
