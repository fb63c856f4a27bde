import { AccessDenied } from "@/components/admin/access-denied";
import { UsersScreen } from "@/components/admin/users/users-screen";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { can, requireUser } from "@/lib/auth";
import { listUsers } from "@/lib/users";

/** /admin/users and /admin/users/edit/{id} (the same screen, with the edit dialog open). */
export async function UsersPage({ editUserId }: { editUserId?: number }) {
  const user = await requireUser();
  if (!can(user.role, "users:read")) return <AccessDenied />;
  const users = await listUsers().catch((error: unknown) => {
    console.error("Users list failed:", error instanceof Error ? error.message : error);
    return null;
  });
  if (!users) {
    return (
      <Alert variant="destructive">
        <AlertDescription>Impossible de charger les utilisateurs. Veuillez réessayer plus tard.</AlertDescription>
      </Alert>
    );
  }
  return (
    <UsersScreen
      users={users}
      currentUserId={user.id}
      canWrite={can(user.role, "users:write")}
      now={new Date().toISOString()}
      editUserId={editUserId}
    />
  );
}
