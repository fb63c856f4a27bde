"use client";

import { MonitorSmartphoneIcon, PlusIcon } from "lucide-react";
import { useState } from "react";
import { PageHeader } from "@/components/admin/page-header";
import { RowEditDeleteButtons } from "@/components/admin/row-edit-delete-buttons";
import { SearchBox } from "@/components/admin/search-box";
import { DeleteUserDialog } from "@/components/admin/users/delete-user-dialog";
import { RoleBadge } from "@/components/admin/users/role-badge";
import { UserFormDialog } from "@/components/admin/users/user-form-dialog";
import { UserSessionsDialog } from "@/components/admin/users/user-sessions-dialog";
import type { UserActions } from "@/components/admin/users/user-actions";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { EmptyTableRow } from "@/components/admin/empty-table-row";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatShortDate } from "@/lib/dates";
import type { SessionView } from "@/lib/auth/sessions";
import type { UserView } from "@/lib/users";
import { lastLoginStatus, userMatchesSearch } from "@/lib/users/rules";
import { cn } from "@/lib/utils";
import { UserText } from "@/components/admin/user-text";

type Dialog =
  | { kind: "create" }
  | { kind: "edit"; user: UserView }
  | { kind: "delete"; user: UserView }
  | { kind: "sessions"; user: UserView }
  | null;

const USERS_PATH = "/admin/users";

/** Keeps the address in step with the edit dialog (/admin/users/edit/{id}) without reloading the screen. */
function showPath(path: string) {
  if (window.location.pathname !== path) window.history.replaceState(null, "", path);
}

/**
 * The users, searched in the browser, with the create, edit and delete dialogs. `editUserId` (from
 * /admin/users/edit/{id}) opens the edit dialog of that user; null or an unknown id says 'Utilisateur introuvable.'.
 */
export function UsersScreen({
  title,
  users,
  currentUserId,
  canWrite,
  now,
  editUserId,
  sessions = {},
  actions,
}: {
  title: string;
  users: UserView[];
  currentUserId: number;
  canWrite: boolean;
  now: string;
  editUserId?: number | null;
  /** The open sessions of each account, by its id (loaded for administrators only). */
  sessions?: Record<number, SessionView[]>;
  actions: UserActions;
}) {
  const [query, setQuery] = useState("");
  const editedFromUrl = editUserId !== undefined ? users.find((user) => user.id === editUserId) : undefined;
  const [dialog, setDialog] = useState<Dialog>(
    canWrite && editedFromUrl ? { kind: "edit", user: editedFromUrl } : null,
  );
  const visible = users.filter((user) => userMatchesSearch(user, query));
  const nowDate = new Date(now);

  function open(next: Exclude<Dialog, null>) {
    setDialog(next);
    if (next.kind === "edit") showPath(`${USERS_PATH}/edit/${next.user.id}`);
  }
  function close() {
    setDialog(null);
    showPath(USERS_PATH);
  }

  return (
    <>
      <PageHeader
        title={title}
        description="Les comptes qui accèdent au back-office et leur rôle."
        actions={
          canWrite && (
            <Button aria-haspopup="dialog" onClick={() => open({ kind: "create" })}>
              <PlusIcon />
              Nouvel utilisateur
            </Button>
          )
        }
      />
      {editUserId !== undefined && !editedFromUrl && (
        <Alert variant="destructive" className="mb-4">
          <AlertDescription>Utilisateur introuvable.</AlertDescription>
        </Alert>
      )}
      <SearchBox
        value={query}
        onChange={setQuery}
        placeholder="Rechercher par nom, e-mail ou rôle..."
        label="Rechercher un utilisateur"
        className="mb-4 max-w-sm"
      />
      <div className="rounded-lg border bg-background">
        <Table scrollLabel="Liste des utilisateurs">
          <TableHeader>
            <TableRow>
              <TableHead>Nom d&apos;utilisateur</TableHead>
              <TableHead>E-mail</TableHead>
              <TableHead>Rôle</TableHead>
              <TableHead>Créé le</TableHead>
              <TableHead>Dernière connexion</TableHead>
              {canWrite && <TableHead className="text-right">Actions</TableHead>}
            </TableRow>
          </TableHeader>
          <TableBody>
            {visible.length === 0 ? (
              <EmptyTableRow columns={canWrite ? 6 : 5}>Aucun utilisateur trouvé</EmptyTableRow>
            ) : (
              visible.map((user) => {
                const login = lastLoginStatus(user.lastLogin, nowDate);
                const self = user.id === currentUserId;
                return (
                  <TableRow key={user.id}>
                    <TableCell className="font-medium">
                      <UserText>{user.username}</UserText>
                      {self && <span className="ml-2 text-xs text-muted-foreground">(vous)</span>}
                    </TableCell>
                    <TableCell>
                      <UserText>{user.email}</UserText>
                    </TableCell>
                    <TableCell>
                      <RoleBadge role={user.role} />
                    </TableCell>
                    <TableCell>{formatShortDate(user.createdAt)}</TableCell>
                    <TableCell>
                      <div className="flex flex-col">
                        <span>{login.label}</span>
                        <span className="flex items-center gap-1.5 text-xs text-muted-foreground">
                          <span
                            aria-hidden
                            className={cn(
                              "size-2 rounded-full",
                              login.tone === "active"
                                ? "bg-success"
                                : login.tone === "idle"
                                  ? "bg-primary"
                                  : "bg-muted-foreground/50",
                            )}
                          />
                          {login.indicator}
                        </span>
                      </div>
                    </TableCell>
                    {canWrite && (
                      <TableCell className="text-right whitespace-nowrap">
                        {/* Named by its content, so that the name holds the count it shows (WCAG 2.5.3). */}
                        <Button
                          variant="ghost"
                          size="sm"
                          aria-haspopup="dialog"
                          onClick={() => open({ kind: "sessions", user })}
                        >
                          <MonitorSmartphoneIcon aria-hidden />
                          <span className="sr-only">Sessions de {user.username} :</span>
                          {sessions[user.id]?.length ?? 0}
                        </Button>
                        <RowEditDeleteButtons
                          name={user.username}
                          onEdit={() => open({ kind: "edit", user })}
                          onDelete={() => open({ kind: "delete", user })}
                          deleteRefusal={self ? "Vous ne pouvez pas supprimer votre propre compte" : undefined}
                        />
                      </TableCell>
                    )}
                  </TableRow>
                );
              })
            )}
          </TableBody>
        </Table>
      </div>
      <p className="mt-3 text-sm text-muted-foreground">
        {visible.length} utilisateur{visible.length > 1 ? "s" : ""}
        {query.trim() ? ` sur ${users.length}` : ""}
      </p>
      {canWrite && (
        <>
          <UserFormDialog
            key={dialog?.kind === "edit" ? dialog.user.id : "create"}
            open={dialog?.kind === "create" || dialog?.kind === "edit"}
            user={dialog?.kind === "edit" ? dialog.user : undefined}
            self={dialog?.kind === "edit" && dialog.user.id === currentUserId}
            actions={actions}
            onClose={close}
          />
          <DeleteUserDialog
            user={dialog?.kind === "delete" ? dialog.user : undefined}
            remove={actions.remove}
            onClose={close}
          />
          <UserSessionsDialog
            user={dialog?.kind === "sessions" ? dialog.user : undefined}
            sessions={dialog?.kind === "sessions" ? (sessions[dialog.user.id] ?? []) : []}
            actions={actions}
            onClose={close}
          />
        </>
      )}
    </>
  );
}
