"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { type Resolver, useForm } from "react-hook-form";
import { toast } from "sonner";
import { applyFieldErrors } from "@/components/admin/form-errors";
import { FormDialogFooter } from "@/components/admin/form-dialog-footer";
import { TextField } from "@/components/admin/text-field";
import type { UserActions } from "@/components/admin/users/user-actions";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { ROLES, type Role } from "@/lib/auth/permissions";
import type { UserView } from "@/lib/users";
import { MIN_PASSWORD_LENGTH } from "@/lib/users/password-policy";
import { ROLE_LABELS } from "@/lib/users/rules";
import { type CreateUserInput, createUserSchema, type UpdateUserInput, updateUserSchema } from "@/lib/users/schemas";

interface UserFormValues {
  username: string;
  email: string;
  password: string;
  role: Role;
  currentPassword: string;
}

const FIELDS = ["username", "email", "password", "role", "currentPassword"] as const;

/**
 * Create ('Nouvel utilisateur') or edit a user; on edit an empty password keeps the current one. Editing one's own
 * account (`self`) asks for the current password too, which the server requires to change the password or e-mail.
 */
export function UserFormDialog({
  open,
  user,
  self = false,
  actions,
  onClose,
}: {
  open: boolean;
  user?: UserView;
  self?: boolean;
  actions: Pick<UserActions, "create" | "update">;
  onClose: () => void;
}) {
  const router = useRouter();
  const editing = Boolean(user);
  const form = useForm<UserFormValues, unknown, CreateUserInput | UpdateUserInput>({
    resolver: zodResolver(editing ? updateUserSchema : createUserSchema) as Resolver<
      UserFormValues,
      unknown,
      CreateUserInput | UpdateUserInput
    >,
    defaultValues: {
      username: user?.username ?? "",
      email: user?.email ?? "",
      password: "",
      role: user?.role ?? "user",
      currentPassword: "",
    },
  });
  const submitting = form.formState.isSubmitting;

  async function save() {
    // The action parses the same schema: send what was typed, not the resolver's output.
    const { currentPassword, ...values } = form.getValues();
    const result = user
      ? await actions.update({ ...values, id: user.id, ...(self ? { currentPassword } : {}) })
      : await actions.create(values);
    if (!result.ok) {
      if (applyFieldErrors(form.setError, result.fieldErrors, FIELDS)) return;
      toast.error(
        user
          ? "Impossible de mettre à jour l'utilisateur. Veuillez réessayer."
          : "Impossible de créer l'utilisateur. Veuillez réessayer.",
        { description: result.error },
      );
      return;
    }
    toast.success(user ? "Utilisateur mis à jour" : "Utilisateur créé", {
      description: `L'utilisateur ${result.data.username} a été ${user ? "mis à jour" : "créé"} avec succès.`,
    });
    form.reset();
    onClose();
    router.refresh();
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !next && !submitting && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{user ? "Modifier l'utilisateur" : "Nouvel utilisateur"}</DialogTitle>
          <DialogDescription>
            {user ? `Modifiez le compte de ${user.username}.` : "Créez un compte d'accès au back-office."}
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(save)} noValidate className="grid grid-cols-1 gap-4">
            <TextField control={form.control} name="username" label="Nom d'utilisateur" autoComplete="off" />
            <TextField control={form.control} name="email" label="E-mail" type="email" autoComplete="off" />
            <TextField
              control={form.control}
              name="password"
              label="Mot de passe"
              type="password"
              autoComplete="new-password"
              description={user ? "Laisser vide pour ne pas changer" : `Au moins ${MIN_PASSWORD_LENGTH} caractères`}
            />
            {self && (
              <TextField
                control={form.control}
                name="currentPassword"
                label="Votre mot de passe actuel"
                type="password"
                autoComplete="current-password"
                description="Requis pour changer votre propre mot de passe ou votre adresse e-mail."
              />
            )}
            <FormField
              control={form.control}
              name="role"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Rôle</FormLabel>
                  <Select value={field.value} onValueChange={field.onChange}>
                    <FormControl>
                      <SelectTrigger className="w-full">
                        <SelectValue placeholder="Choisissez un rôle" />
                      </SelectTrigger>
                    </FormControl>
                    <SelectContent>
                      {ROLES.map((role) => (
                        <SelectItem key={role} value={role}>
                          {ROLE_LABELS[role]}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormDialogFooter submitting={submitting} onCancel={onClose}>
              {user ? "Mettre à jour" : "Créer l'utilisateur"}
            </FormDialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
