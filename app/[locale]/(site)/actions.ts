"use server";

// The server actions of the visitors' forms (components/site/forms), shared by the visitor pages that hold them: each
// page (the site's layout for the quote modal) passes its form the action, with the page's language bound to it
// (components/site/forms/texts.ts: inPageLanguage). Public by nature: each one's input is the form's, checked by the
// JSON API's own schema in that language, and admitted by the same honeypot and rate limit (lib/messages: receive…). tests/e2e/access-control.spec.ts lists them among its public actions.
import { publicFormAction } from "@/lib/form-action";
import { receiveContactMessage, receiveProjectRequest } from "@/lib/messages";
import { CONTACT_FIELDS, NEWSLETTER_FIELDS, PROJECT_REQUEST_FIELDS } from "@/lib/messages/form-fields";
import { contactMessageSchema, newsletterSchema, projectRequestSchema } from "@/lib/messages/visitor-schemas";
import { receiveNewsletterSubscription } from "@/lib/newsletter";

/** The quote request of the quote modal and of /devis (a 'quote' in the inbox). */
export const sendQuoteRequest = publicFormAction({
  fields: PROJECT_REQUEST_FIELDS,
  schema: projectRequestSchema,
  fixed: { quoteRequest: true },
  receive: receiveProjectRequest,
});

/** The project request of /start-project (a 'project' in the inbox). */
export const sendProjectRequest = publicFormAction({
  fields: PROJECT_REQUEST_FIELDS,
  schema: projectRequestSchema,
  fixed: { quoteRequest: false },
  receive: receiveProjectRequest,
});

/** The contact form (home page and /contact). */
export const sendContactMessage = publicFormAction({
  fields: CONTACT_FIELDS,
  schema: contactMessageSchema,
  receive: receiveContactMessage,
});

/** The blog's newsletter box: the address is pending until its confirmation link is followed. */
export const subscribeToNewsletter = publicFormAction({
  fields: NEWSLETTER_FIELDS,
  schema: newsletterSchema,
  receive: receiveNewsletterSubscription,
});
