"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2Icon, SendIcon } from "lucide-react";
import { type Resolver, useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import { applyFieldErrors } from "@/components/admin/form-errors";
import type { MessageActions } from "@/components/admin/messages/message-actions";
import { TextField } from "@/components/admin/text-field";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Textarea } from "@/components/ui/textarea";
import { type ReplyInput, replySchema } from "@/lib/messages/schemas";

interface ReplyValues {
  to: string;
  subject: string;
  replyContent: string;
}

const FIELDS = ["subject", "replyContent"] as const;
const REPLY_ERROR = "Erreur lors de l'envoi de la réponse";

/**
 * The reply box, addressed to the sender only. Send is disabled while the reply is blank or being sent; on failure
 * the text stays in the box (and the failed attempt in the history) so that it can be sent again.
 */
export function ReplyBox({
  messageId,
  send: sendReply,
  to,
  subject,
  onSent,
  onFailed,
  onCancel,
}: {
  messageId: number;
  send: MessageActions["reply"];
  to: string;
  subject: string;
  onSent: () => void;
  onFailed: () => void;
  onCancel: () => void;
}) {
  const form = useForm<ReplyValues, unknown, ReplyInput>({
    resolver: zodResolver(replySchema) as Resolver<ReplyValues, unknown, ReplyInput>,
    defaultValues: { to, subject, replyContent: "" },
  });
  const sending = form.formState.isSubmitting;
  const blank = !useWatch({ control: form.control, name: "replyContent" }).trim();

  async function send() {
    // The action parses the same schema: send what was typed, not the resolver's output.
    const values = form.getValues();
    const result = await sendReply({ ...values, id: messageId });
    if (!result.ok) {
      if (applyFieldErrors(form.setError, result.fieldErrors, FIELDS)) return;
      const detail = result.error !== REPLY_ERROR ? result.error : "Votre texte est conservé : vous pouvez réessayer.";
      toast.error(REPLY_ERROR, { description: detail });
      onFailed();
      return;
    }
    toast.success("Réponse envoyée", { description: `Votre réponse a été envoyée à ${to}.` });
    form.reset({ to, subject: values.subject.trim(), replyContent: "" });
    onSent();
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Répondre</h2>
        </CardTitle>
        <CardDescription>La réponse est envoyée par e-mail à l&apos;expéditeur du message.</CardDescription>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form
            onSubmit={form.handleSubmit(send)}
            noValidate
            className="grid grid-cols-1 gap-4"
            aria-label="Répondre au message"
          >
            <TextField control={form.control} name="to" label="À" type="email" readOnly />
            <TextField control={form.control} name="subject" label="Objet" maxLength={300} />
            <FormField
              control={form.control}
              name="replyContent"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Votre réponse</FormLabel>
                  <FormControl>
                    <Textarea rows={8} maxLength={10_000} placeholder="Bonjour," {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <div className="flex flex-wrap justify-end gap-2">
              <Button type="button" variant="outline" onClick={onCancel} disabled={sending}>
                Annuler
              </Button>
              <Button type="submit" disabled={blank || sending}>
                {sending ? <Loader2Icon className="animate-spin" /> : <SendIcon />}
                {sending ? "Envoi en cours..." : "Envoyer la réponse"}
              </Button>
            </div>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}
