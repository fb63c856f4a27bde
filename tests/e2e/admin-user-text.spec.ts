// Text visitors and editors typed is shown isolated (<bdi>) in the back office: a right-to-left override in a name,
// a subject or a title cannot reverse the label, badge or date beside it.
import { expect, type Locator, type Page, test } from "./helpers/test";
import { createAccount, signIn } from "./helpers/auth";
import { sql } from "./helpers/db";
import { insertProject } from "./helpers/projects";

const RLO = "\u202E";

/** The element that holds `text` sits inside a <bdi>. */
async function expectIsolated(page: Page, text: string, within: Locator = page.locator("main")) {
  const holder = within.getByText(text).first();
  await expect(holder).toBeVisible();
  expect(await holder.evaluate((element) => element.closest("bdi") !== null)).toBe(true);
}

test("names, e-mails, subjects and titles are isolated in the inbox, the message, the lists and the history", async ({
  page,
}) => {
  const tag = `iso${Date.now().toString(36)}`;
  const name = `${RLO}${tag} Nom`;
  const subject = `${RLO}${tag} Sujet`;
  const email = `${tag}@exemple.ci`;
  const [message] = await sql<{ id: number }>(
    `INSERT INTO form_conversions (form_type, status, user_email, page_source, data, search_text, updated_at, completed_at)
     VALUES ('contact', 'processed', $1, '/contact', $2, $3, now(), now()) RETURNING id`,
    [email, JSON.stringify({ name, subject, message: `${RLO}${tag} corps` }), `${email}\n${tag}`],
  );
  await insertProject({ title: `${RLO}${tag} Projet`, client: `${RLO}${tag} Client` });
  await sql(`INSERT INTO activities (type, title, created_at) VALUES ('settings', $1, now())`, [
    `${RLO}${tag} Activité`,
  ]);
  const account = await createAccount("user");
  await sql("UPDATE users SET username = $1 WHERE id = $2", [`${RLO}${tag} Compte`, account.id]);
  await signIn(page, account);

  await page.goto(`/admin/messages?search=${tag}`);
  for (const text of [`${tag} Nom`, email, `${tag} Sujet`]) await expectIsolated(page, text);
  await page.goto(`/admin/messages/detail/${message!.id}`);
  for (const text of [`${tag} Nom`, `${tag} Sujet`, `${tag} corps`]) await expectIsolated(page, text);
  await page.goto(`/admin/projects?search=${tag}`);
  for (const text of [`${tag} Projet`, `${tag} Client`]) await expectIsolated(page, text);
  await page.goto("/admin/activities");
  await expectIsolated(page, `${tag} Activité`);
  await expectIsolated(page, `${tag} Compte`, page.getByTestId("current-user"));
});
