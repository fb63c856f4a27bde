// A newsletter campaign from end to end: a visitor subscribes on the blog's box and confirms by the mailed link; a
// staff member composes a campaign, previews it and sends it now; the e2e server's own maintenance loop sends it; the
// visitor's inbox (the e2e server's test SMTP server) gets it exactly once, and its one-click unsubscribe (RFC 8058)
// works without a cookie. Serial: sending a campaign mails every confirmed subscriber of the e2e database.
import { randomBytes } from "node:crypto";
import { expect, test } from "./helpers/test";
import { signIn } from "./helpers/auth";
import { sql } from "./helpers/db";
import { composeCampaign, linkPath, statusOf } from "./helpers/newsletter";
import { waitForMail } from "./helpers/mail";
import { readMailbox } from "../helpers/smtp";
import { e2eStack } from "./helpers/stack";
import { ownClientAddress } from "./helpers/visitor";

const unique = () => randomBytes(4).toString("hex");

let rate: number | undefined;
test.beforeAll(async () => {
  // Whatever other specs left confirmed, the campaign must reach this test's address within the test: the rate of
  // the 'Newsletter' setting is raised for it, and put back after.
  const [settings] = await sql<{ rate: number }>(
    "SELECT newsletter_mails_per_minute AS rate FROM site_settings WHERE id = 1",
  );
  rate = settings?.rate;
  await sql("UPDATE site_settings SET newsletter_mails_per_minute = 1000 WHERE id = 1");
});
test.afterAll(async () => {
  if (rate !== undefined) await sql("UPDATE site_settings SET newsletter_mails_per_minute = $1 WHERE id = 1", [rate]);
});

test("subscribe and confirm, then a campaign composed and sent by the staff reaches the address once, and its one-click unsubscribe works without a cookie", async ({
  page,
  browser,
  playwright,
}) => {
  test.slow();
  const email = `campagne-${unique()}@exemple.ci`;
  await page.setExtraHTTPHeaders(ownClientAddress());

  // The visitor subscribes on the public box, and confirms by the mailed link.
  await page.goto("/blog");
  const box = page.getByTestId("newsletter-box");
  await box.getByLabel("Adresse e-mail").fill(email);
  await box.getByRole("button", { name: "S'abonner" }).click();
  // The answer is in the box when its HTML form was sent, in a toast when the page's scripts had started (the
  // visitor's typing starts them; which comes first depends on the machine).
  await expect(page.getByText(/cliquez sur son lien pour confirmer votre inscription/).first()).toBeVisible();
  const confirmation = await waitForMail((mail) => mail.to.includes(email));
  await page.goto(linkPath(confirmation.text, "/api/newsletter/confirm"));
  await expect(page).toHaveURL("/newsletter/inscription-confirmee");
  expect(await statusOf(email)).toBe("confirmed");

  // The staff composes the campaign: the digest of the new articles is proposed, ticked.
  const staff = await browser.newContext();
  const admin = await staff.newPage();
  await signIn(admin);
  await admin.goto("/admin/newsletter");
  await admin.getByRole("link", { name: "Campagnes" }).click();
  await expect(admin).toHaveURL("/admin/newsletter/campagnes");
  await admin.getByRole("link", { name: "Nouvelle campagne" }).click();
  const title = `Les nouvelles de l'agence ${unique()}`;
  const campaignId = await composeCampaign(admin, title, "Bonjour,\n\nVoici nos derniers articles.");

  // The preview shows the exact mail: its HTML, and its text with the unsubscribe link.
  await expect(
    admin.frameLocator('iframe[title="Aperçu HTML de l\'e-mail"]').getByRole("heading", { name: title }),
  ).toBeVisible();
  await expect(admin.getByRole("region", { name: "Version texte de l'e-mail" })).toContainText("Se désinscrire : ");

  await admin.getByRole("button", { name: "Envoyer maintenant" }).click();
  await admin.getByRole("alertdialog").getByRole("button", { name: "Envoyer" }).click();
  await expect(admin.getByText(/Envoi lancé vers \d+ abonné\(s\)/)).toBeVisible();

  // The e2e server's maintenance loop sends it (every 10 s): the address gets it, once.
  const mail = await waitForMail((received) => received.to.includes(email) && received.subject === title, 90_000);
  await expect
    .poll(
      async () =>
        (await sql<{ status: string }>("SELECT status FROM newsletter_campaigns WHERE id = $1", [campaignId]))[0]
          ?.status,
      { timeout: 90_000 },
    )
    .toBe("sent");
  const received = (await readMailbox(e2eStack().mailboxDir)).filter(
    (other) => other.to.includes(email) && other.subject === title,
  );
  expect(received).toHaveLength(1);
  expect(mail.text).toContain("Voici nos derniers articles.");
  expect(mail.html).toContain('lang="fr"');

  // The list shows it sent, with its progress.
  await admin.goto("/admin/newsletter/campagnes");
  const row = admin.getByRole("row").filter({ hasText: title });
  await expect(row).toContainText("Envoyée");
  await expect(row.getByRole("progressbar")).toBeVisible();
  await staff.close();

  // The mail client's 'Se désabonner' (RFC 8058): a POST of 'List-Unsubscribe=One-Click', no cookie, no page.
  const header = (name: string) =>
    mail.parsed.headerLines.find((line) => line.key === name)?.line.replace(/^[^:]+:\s*/, "");
  expect(header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
  const link = /^<(\S+)>$/.exec(header("list-unsubscribe") ?? "")?.[1];
  expect(link).toMatch(/\/api\/newsletter\/unsubscribe\?jeton=\d+\.[\w-]{43}$/);
  expect(mail.text).toContain(`Se désinscrire : ${link}`);
  const mailClient = await playwright.request.newContext({ baseURL: new URL(page.url()).origin });
  const response = await mailClient.post(new URL(link!).pathname + new URL(link!).search, {
    headers: { "content-type": "application/x-www-form-urlencoded" },
    data: "List-Unsubscribe=One-Click",
  });
  expect(response.status()).toBe(200);
  expect((await mailClient.storageState()).cookies).toEqual([]);
  await mailClient.dispose();
  expect(await statusOf(email)).toBe("unsubscribed");
});
