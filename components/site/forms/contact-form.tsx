"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Send } from "lucide-react";
import { useForm } from "react-hook-form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { type ContactMessage, type ContactMessageInput, contactMessageSchema } from "@/lib/messages/schemas";
import { Field, HoneypotField, SubmitButton } from "./fields";
import { PublicForm } from "./public-form";
import { useFormFunnel } from "./use-form-funnel";

const EMPTY_MESSAGE: ContactMessageInput = { name: "", email: "", subject: "", message: "", website: "" };

/** The spec's contact form: name, e-mail, subject and message, all required; cleared once sent, kept on failure. */
export default function ContactForm() {
  const form = useForm<ContactMessageInput, unknown, ContactMessage>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: EMPTY_MESSAGE,
  });
  const funnel = useFormFunnel("contact");
  const { control } = form;
  return (
    <PublicForm
      form={form}
      funnel={funnel}
      url="/api/contact"
      kind="contact"
      onSent={() => form.reset()}
      className="grid gap-4 sm:grid-cols-2"
    >
      <Field control={control} name="name" label="Nom complet *">
        {(field) => <Input autoComplete="name" {...field} />}
      </Field>
      <Field control={control} name="email" label="Email *">
        {(field) => <Input type="email" autoComplete="email" {...field} />}
      </Field>
      <Field control={control} name="subject" label="Sujet *" className="sm:col-span-2">
        {(field) => <Input {...field} />}
      </Field>
      <Field control={control} name="message" label="Message *" className="sm:col-span-2">
        {(field) => <Textarea rows={5} className="field-sizing-fixed" {...field} />}
      </Field>
      <HoneypotField register={form.register} />
      <SubmitButton submitting={form.formState.isSubmitting} className="sm:col-span-2 sm:justify-self-start">
        <Send aria-hidden />
        Envoyer le message
      </SubmitButton>
    </PublicForm>
  );
}
