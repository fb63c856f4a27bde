"use client";

import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { ConfirmDeleteDialog, DeletedItemDetails } from "@/components/admin/confirm-delete-dialog";
import { RoleBadge } from "@/components/admin/users/role-badge";
import type { UserActions } from "@/components/admin/users/user-actions";
import type { UserView } from "@/lib/users";

/** Confirmation before deleting a user: who exactly (username, e-mail, role), and that it cannot be undone. */
export function DeleteUserDialog({
  user,
  remove: removeUser,
  onClose,
}: {
  user?: UserView;
  remove: UserActions["remove"];
  onClose: () => void;
}) {
  const router = useRouter();

  async function remove() {
    if (!user) return;
    const result = await removeUser({ id: user.id });
    if (!result.ok) {
      toast.error("Impossible de supprimer l'utilisateur. Veuillez réessayer.", { description: result.error });
      return;
    }
    toast.success("Utilisateur supprimé", { description: `L'utilisateur ${user.username} a été supprimé.` });
    onClose();
    router.refresh();
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
