"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import type { ServerAction } from "@/lib/auth/action-result";
import type { SecuritySettings } from "@/lib/settings/security";

/** The back office's security settings: 'Exiger la double authentification pour les administrateurs'. */
export function SecuritySettingsCard({
  settings,
  save,
}: {
  settings: SecuritySettings;
  save: ServerAction<SecuritySettings, SecuritySettings>;
}) {
  const router = useRouter();
  const [required, setRequired] = useState(settings.requireAdminTwoFactor);
  const [pending, setPending] = useState(false);

  async function change(next: boolean) {
    setPending(true);
    setRequired(next);
    const result = await save({ requireAdminTwoFactor: next });
    setPending(false);
    if (!result.ok) {
      setRequired(!next);
      toast.error("Impossible d'enregistrer le paramètre de sécurité.", { description: result.error });
      return;
    }
    toast.success(
      next
        ? "La double authentification est obligatoire pour les administrateurs."
        : "La double authentification est facultative pour les administrateurs.",
    );
    router.refresh();
  }

  return (
    <Card className="mb-6">
      <CardHeader>
        <CardTitle>Sécurité</CardTitle>
        <CardDescription>
          Activée, un administrateur sans double authentification est déconnecté et doit l&apos;activer à sa prochaine
          connexion. Activez-la d&apos;abord sur votre propre compte (Mon compte).
        </CardDescription>
      </CardHeader>
      <CardContent className="flex items-center gap-3">
        <Switch id="require-admin-two-factor" checked={required} disabled={pending} onCheckedChange={change} />
        <Label htmlFor="require-admin-two-factor">Exiger la double authentification pour les administrateurs</Label>
      </CardContent>
    </Card>
  );
}
