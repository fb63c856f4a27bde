// The newsletter's double opt-in and unsubscribe in Chromium, on a phone with JavaScript off (the box, the links and
// their pages work without scripts): the mails are read from the e2e server's test SMTP server.
import { randomBytes } from "node:crypto";
import { BEFORE_SCRIPTS, expect, type Page, test } from "./helpers/test";
import { sql } from "./helpers/db";
import { linkPath, statusOf } from "./helpers/newsletter";
import { waitForMail } from "./helpers/mail";
import { ownClientAddress } from "./helpers/visitor";

const PHONE = { width: 375, height: 740 };
const unique = () => randomBytes(4).toString("hex");

test.use({ javaScriptEnabled: false, viewport: PHONE });

// Each test is a visitor with an address of its own: the forms' rate limit counts per address. Its pages are left as
// they load, scripts being off: no waiting for hydration (tests/e2e/helpers/test.ts).
test.beforeEach(async ({ page, context }) => {
  BEFORE_SCRIPTS.add(context);
  await page.setExtraHTTPHeaders(ownClientAddress());
});

async function subscribe(page: Page, email: string) {
  await page.goto("/blog");
  const box = page.getByTestId("newsletter-box");
  await box.getByLabel("Adresse e-mail").fill(email);
  await box.getByRole("button", { name: "S'abonner" }).click();
  // The answer is in the box when its HTML form was sent, in a toast when the page's scripts had started (the
  // visitor's typing starts them; which comes first depends on the machine).
  await expect(page.getByText(/cliquez sur son lien pour confirmer votre inscription/).first()).toBeVisible();
}

test("subscribe, confirm by the mailed link once, then leave with one click of the mail client, without a cookie", async ({
  page,
  playwright,
}) => {
  const email = `abonne-${unique()}@exemple.ci`;
  await subscribe(page, email);
  expect(await statusOf(email)).toBe("pending");

  const confirmation = await waitForMail((mail) => mail.to.includes(email));
  expect(confirmation.subject).toMatch(/^Confirmez votre inscription à la newsletter/);
  const confirm = linkPath(confirmation.text, "/api/newsletter/confirm");
  await page.goto(confirm);
  await expect(page).toHaveURL("/newsletter/inscription-confirmee");
  await expect(page.getByRole("heading", { name: "Inscription confirmée !" })).toBeVisible();
  expect(await statusOf(email)).toBe("confirmed");
  // The link works once.
  await page.goto(confirm);
  await expect(page).toHaveURL("/newsletter/lien-invalide");
  await expect(page.getByRole("heading", { name: "Ce lien n'est plus valable" })).toBeVisible();

  // Typed again: the same answer in the page; the inbox is told, with the List-Unsubscribe headers (an inbox gets one
  // such mail per 10 minutes: the confirmation's claim is made older).
  await sql("UPDATE newsletter_subscribers SET subscription_mailed_at = NULL WHERE email = $1", [email]);
  await subscribe(page, email.toUpperCase());
  const notice = await waitForMail((mail) => mail.to.includes(email) && mail.subject.startsWith("Vous êtes déjà"));
  // A header's value as written, after its name (a long one is folded onto the next line).
  const header = (name: string) =>
    notice.parsed.headerLines.find((line) => line.key === name)?.line.replace(/^[^:]+:\s*/, "");
  expect(header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
  expect(header("list-unsubscribe")).toMatch(/^<https?:\/\/\S+\/api\/newsletter\/unsubscribe\?jeton=\d+\.[\w-]{43}>$/);
  const unsubscribe = linkPath(notice.text, "/api/newsletter/unsubscribe");

  // What Gmail's 'Se désabonner' does (RFC 8058): a POST of 'List-Unsubscribe=One-Click', no cookie, no page.
  const mailClient = await playwright.request.newContext({ baseURL: new URL(page.url()).origin });
  const response = await mailClient.post(unsubscribe, {
    headers: { "content-type": "application/x-www-form-urlencoded" },
    data: "List-Unsubscribe=One-Click",
  });
  expect(response.status()).toBe(200);
  expect((await mailClient.storageState()).cookies).toEqual([]);
  await mailClient.dispose();
  expect(await statusOf(email)).toBe("unsubscribed");
});

test("the unsubscribe link of a mail opened in a browser unsubscribes at once and says so", async ({ page }) => {
  const email = `lectrice-${unique()}@exemple.ci`;
  await subscribe(page, email);
  await page.goto(linkPath((await waitForMail((mail) => mail.to.includes(email))).text, "/api/newsletter/confirm"));
  await sql("UPDATE newsletter_subscribers SET subscription_mailed_at = NULL WHERE email = $1", [email]);
  await subscribe(page, email);
  const notice = await waitForMail((mail) => mail.to.includes(email) && mail.subject.startsWith("Vous êtes déjà"));

  await page.context().clearCookies();
  await page.goto(linkPath(notice.text, "/api/newsletter/unsubscribe"));
  await expect(page).toHaveURL("/newsletter/desinscription-confirmee");
  await expect(page.getByRole("heading", { name: "Désinscription enregistrée" })).toBeVisible();
  expect(await statusOf(email)).toBe("unsubscribed");
  // Nothing of the page is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
});
