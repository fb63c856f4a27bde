import { UsersScreen } from "@/components/admin/users/users-screen";
import type { AdminPath, LoadingAdminPage, RouteParams } from "@/lib/auth/page";
import { listUsers, type UserView } from "@/lib/users";
import { createUserAction, deleteUserAction, updateUserAction } from "./actions";

/**
 * The users screen, at /admin/users and at /admin/users/edit/{id}, where it opens with the edit dialog of the user
 * `editedUserId` names (null: an address that names nobody, 'Utilisateur introuvable.').
 */
export function usersPage<Route extends AdminPath>(
  editedUserId: (params: RouteParams<Route>) => number | null | undefined,
): LoadingAdminPage<Route, { users: UserView[]; editUserId: number | null | undefined }> {
  return {
    permission: "users:read",
    title: "Gestion des utilisateurs",
    load: async ({ params }) => ({ users: await listUsers(), editUserId: editedUserId(params) }),
    loadError: "Impossible de charger les utilisateurs. Veuillez réessayer plus tard.",
    render: ({ users, editUserId }, { title, user, can }) => (
      <UsersScreen
        title={title}
        users={users}
        currentUserId={user.id}
        canWrite={can("users:write")}
        now={new Date().toISOString()}
        editUserId={editUserId}
        actions={{ create: createUserAction, update: updateUserAction, remove: deleteUserAction }}
      />
    ),
  };
}
