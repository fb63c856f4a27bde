"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { type NewsletterInput, type NewsletterSubscription, newsletterSchema } from "@/lib/messages/schemas";
import { toastFailure, toastSuccess } from "./feedback";
import { HoneypotField, SubmitButton } from "./fields";
import { sendPublicForm } from "./submission";
import { useFormFunnel } from "./use-form-funnel";

/** The blog's newsletter box: an e-mail address and 'S'abonner'. A second subscription is thanked, not refused. */
export default function NewsletterForm() {
  const form = useForm<NewsletterInput, unknown, NewsletterSubscription>({ resolver: zodResolver(newsletterSchema), defaultValues: { email: "", website: "" } });
  const funnel = useFormFunnel("newsletter");

  async function submit() {
    let message: unknown;
    try {
      ({ message } = await sendPublicForm("/api/newsletter", form.getValues(), funnel.page));
    } catch (error) {
      toastFailure("newsletter", error);
      return;
    }
    funnel.onSubmitted();
    toastSuccess("newsletter", typeof message === "string" ? message : undefined);
    form.reset();
  }

  return (
    <Form {...form}>
      <form method="post" noValidate onInput={funnel.onInteraction} onSubmit={form.handleSubmit(submit)} className="relative flex w-full max-w-xl flex-col gap-3 text-left sm:flex-row sm:items-start">
        <FormField
          control={form.control}
          name="email"
          render={({ field }) => (
            <FormItem className="flex-1">
              <FormLabel className="sr-only">Adresse e-mail</FormLabel>
              <FormControl>
                <Input type="email" autoComplete="email" placeholder="Votre adresse e-mail" className="h-11 bg-background text-foreground" {...field} />
              </FormControl>
              <FormMessage className="text-white" />
            </FormItem>
          )}
        />
        <HoneypotField register={form.register} />
        <SubmitButton submitting={form.formState.isSubmitting}>S&apos;abonner</SubmitButton>
      </form>
    </Form>
  );
}
