import { expect, test } from "./helpers/test";
import { createAccount, signIn } from "./helpers/auth";
import { waitForMail } from "./helpers/mail";
import { ownClientAddress } from "./helpers/visitor";

// 'Mot de passe oublié ?' in Chromium: the mail reaches the e2e server's test SMTP server, whose mailbox we read.

test("resets a forgotten password by the e-mailed link, once, and ends the account's other sessions", async ({
  page,
  browser,
}) => {
  // Its own client address: the reset's requests are limited per address, and other specs ask for resets too.
  await page.setExtraHTTPHeaders(ownClientAddress());
  const account = await createAccount("editor", "oubli");
  const elsewhere = await browser.newContext();
  await signIn(elsewhere.request, account);

  await page.goto("/admin/login");
  await page.getByRole("link", { name: "Mot de passe oublié ?" }).click();
  await expect(page).toHaveURL("/admin/forgot-password");
  // The login page stays mounted, hidden, after the client navigation: the role query sees only the visible field.
  await page.getByRole("textbox", { name: "Adresse e-mail" }).fill(account.email);
  await page.getByRole("button", { name: "Envoyer le lien" }).click();
  await expect(page.getByText("Si un compte correspond à cette adresse")).toBeVisible();

  const mail = await waitForMail((received) => received.to.some((to) => to.includes(account.email)));
  const link = new URL(/https?:\/\/\S*\/admin\/reset-password\?token=[\w-]+/.exec(mail.text)![0]);
  const resetPath = `${link.pathname}${link.search}`;

  const newPassword = "un-nouveau-mot-de-passe-solide";
  await page.goto(resetPath);
  await page.getByLabel("Nouveau mot de passe").fill(newPassword);
  await page.getByLabel("Confirmez le mot de passe").fill(newPassword);
  await page.getByRole("button", { name: "Changer le mot de passe" }).click();
  await expect(page.getByText("Votre mot de passe a été modifié.")).toBeVisible();

  // The reset ended the other browser's session; the new password opens the back office, the old one does not.
  expect((await elsewhere.request.get("/api/dashboard/stats")).status()).toBe(401);
  const old = await page.request.post("/api/auth/login", {
    data: { email: account.email, password: account.password },
  });
  expect(old.status()).toBe(401);
  await signIn(page, { email: account.email, password: newPassword });

  // The link works once.
  await page.goto(resetPath);
  await page.getByLabel("Nouveau mot de passe").fill("encore-un-autre-mot-de-passe");
  await page.getByLabel("Confirmez le mot de passe").fill("encore-un-autre-mot-de-passe");
  await page.getByRole("button", { name: "Changer le mot de passe" }).click();
  await expect(page.getByText("Ce lien de réinitialisation est invalide ou a expiré.")).toBeVisible();
  await elsewhere.close();
});
