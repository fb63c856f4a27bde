"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { type NewsletterInput, type NewsletterSubscription, newsletterSchema } from "@/lib/messages/schemas";
import { HoneypotField, SubmitButton } from "./fields";
import { PublicForm } from "./public-form";
import { useFormFunnel } from "./use-form-funnel";

/** The blog's newsletter box: an e-mail address and 'S'abonner'. A second subscription is thanked, not refused. */
export default function NewsletterForm() {
  const form = useForm<NewsletterInput, unknown, NewsletterSubscription>({
    resolver: zodResolver(newsletterSchema),
    defaultValues: { email: "", website: "" },
  });
  const funnel = useFormFunnel("newsletter");
  return (
    <PublicForm
      form={form}
      funnel={funnel}
      url="/api/newsletter"
      kind="newsletter"
      onSent={() => form.reset()}
      className="flex w-full max-w-xl flex-col gap-3 text-left sm:flex-row sm:items-start"
    >
      <FormField
        control={form.control}
        name="email"
        render={({ field }) => (
          <FormItem className="flex-1">
            <FormLabel className="sr-only">Adresse e-mail</FormLabel>
            <FormControl>
              <Input
                type="email"
                autoComplete="email"
                placeholder="Votre adresse e-mail"
                className="h-11 bg-background text-foreground"
                {...field}
              />
            </FormControl>
            <FormMessage className="text-white" />
          </FormItem>
        )}
      />
      <HoneypotField register={form.register} />
      <SubmitButton submitting={form.formState.isSubmitting}>S&apos;abonner</SubmitButton>
    </PublicForm>
  );
}
