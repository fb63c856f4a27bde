"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2Icon } from "lucide-react";
import { useRouter } from "next/navigation";
import { type FieldPath, useForm } from "react-hook-form";
import { toast } from "sonner";
import { applyFieldErrors } from "@/components/admin/form-errors";
import { TextField } from "@/components/admin/text-field";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Form } from "@/components/ui/form";
import type { ServerAction } from "@/lib/auth/action-result";
import {
  type RetentionSettings,
  type RetentionSettingsFormValues,
  retentionSettingsSchema,
} from "@/lib/settings/retention-schema";

const FIELDS: { name: FieldPath<RetentionSettingsFormValues>; label: string; description: string }[] = [
  {
    name: "visitRetentionMonths",
    label: "Pages vues détaillées (mois)",
    description: "Ensuite supprimées ; les totaux par jour du tableau de bord restent.",
  },
  {
    name: "spamRetentionDays",
    label: "Messages marqués comme spam (jours)",
    description: "Comptés depuis le marquage ; ensuite anonymisés (le compte des formulaires ne change pas).",
  },
  {
    name: "pendingSubscriberDays",
    label: "Inscriptions à la newsletter non confirmées (jours)",
    description: "Le lien de confirmation expire au même terme ; l'e-mail de confirmation l'annonce.",
  },
  {
    name: "signInRetentionDays",
    label: "Connexions au back-office (jours)",
    description: "Sessions (appareil, adresse IP) et tentatives de connexion échouées.",
  },
];
const FIELD_NAMES = FIELDS.map((field) => field.name);

/** 'Conservation des données personnelles': how long each kind of personal data is kept (issue 44). */
export function RetentionSettingsCard({
  settings,
  save,
}: {
  settings: RetentionSettings;
  save: ServerAction<RetentionSettingsFormValues, RetentionSettings>;
}) {
  const router = useRouter();
  const form = useForm<RetentionSettingsFormValues, unknown, RetentionSettings>({
    resolver: zodResolver(retentionSettingsSchema),
    defaultValues: settings,
  });
  const submitting = form.formState.isSubmitting;

  async function submit() {
    const result = await save(form.getValues());
    if (result.ok) {
      form.reset(result.data);
      toast.success("Durées de conservation enregistrées", {
        description: "La page Confidentialité les affiche désormais ; elles s'appliquent dès la prochaine purge.",
      });
      router.refresh();
      return;
    }
    if (!applyFieldErrors(form.setError, result.fieldErrors, FIELD_NAMES)) {
      toast.error("Impossible d'enregistrer les durées de conservation.", { description: result.error });
    }
  }

  return (
    <Card className="mt-6 max-w-3xl">
      <CardHeader>
        <CardTitle>
          <h2>Conservation des données personnelles</h2>
        </CardTitle>
        <CardDescription>
          Passé ces délais, une tâche quotidienne supprime ou anonymise les données. La page publique « Confidentialité
          » indique ces durées aux visiteurs.
        </CardDescription>
      </CardHeader>
      <Form {...form}>
        <form method="post" onSubmit={form.handleSubmit(submit)} noValidate aria-label="Durées de conservation">
          <fieldset disabled={submitting}>
            <CardContent className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              {FIELDS.map(({ name, label, description }) => (
                <TextField
                  key={name}
                  control={form.control}
                  name={name}
                  label={label}
                  description={description}
                  type="number"
                  inputMode="numeric"
                  min={1}
                />
              ))}
            </CardContent>
            <CardFooter className="mt-4 justify-end">
              <Button type="submit">
                {submitting && <Loader2Icon className="animate-spin" />}
                {submitting ? "Enregistrement..." : "Mettre à jour les durées"}
              </Button>
            </CardFooter>
          </fieldset>
        </form>
      </Form>
    </Card>
  );
}
