import { UsersScreen } from "@/components/admin/users/users-screen";
import type { AdminPath, LoadingAdminPage, RouteParams } from "@/lib/auth/page";
import { can } from "@/lib/auth/permissions";
import { listSessionsFor, type SessionView } from "@/lib/auth/sessions";
import { listUsers, type UserView } from "@/lib/users";
import {
  createUserAction,
  deleteUserAction,
  endUserSessionAction,
  endUserSessionsAction,
  updateUserAction,
} from "./actions";

/**
 * The users screen, at /admin/users and at /admin/users/edit/{id}, where it opens with the edit dialog of the user
 * `editedUserId` names (null: an address that names nobody, 'Utilisateur introuvable.').
 */
export function usersPage<Route extends AdminPath>(
  editedUserId: (params: RouteParams<Route>) => number | null | undefined,
): LoadingAdminPage<
  Route,
  { users: UserView[]; editUserId: number | null | undefined; sessions: Record<number, SessionView[]> }
> {
  return {
    permission: "users:read",
    title: "Gestion des utilisateurs",
    load: async ({ params, user }) => {
      const users = await listUsers();
      // The sessions panel is an administrator's (users:write): other roles get no one's sessions.
      const sessions = can(user.role, "users:write")
        ? Object.fromEntries(
            await Promise.all(users.map(async (row) => [row.id, await listSessionsFor(row.id, user)] as const)),
          )
        : {};
      return { users, editUserId: editedUserId(params), sessions };
    },
    loadError: "Impossible de charger les utilisateurs. Veuillez réessayer plus tard.",
    render: ({ users, editUserId, sessions }, { title, user, can }) => (
      <UsersScreen
        title={title}
        users={users}
        currentUserId={user.id}
        canWrite={can("users:write")}
        now={new Date().toISOString()}
        editUserId={editUserId}
        sessions={sessions}
        actions={{
          create: createUserAction,
          update: updateUserAction,
          remove: deleteUserAction,
          endSession: endUserSessionAction,
          endSessions: endUserSessionsAction,
        }}
      />
    ),
  };
}
