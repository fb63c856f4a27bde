// Visitors on a slow phone (issue 37): the public pages work with JavaScript off, and before their scripts have run.
// Forms post to their server actions and keep what was typed; a tap made before the scripts ran is handled by the
// browser (links, <details>, GET forms) or made again once the page has hydrated (server/hydrate-on-intent.ts).
import { randomBytes } from "node:crypto";
import { HYDRATED } from "@/lib/hydration";
import { BEFORE_SCRIPTS, expect, type Locator, type Page, test } from "./helpers/test";
import { sql } from "./helpers/db";
import { waitForMail } from "./helpers/mail";
import { ownClientAddress } from "./helpers/visitor";

const PHONE = { width: 375, height: 740 };
const unique = () => randomBytes(4).toString("hex");

// Each test is a visitor with an address of its own (the forms' rate limit counts per address), whose pages are left
// as they load: no waiting for hydration (tests/e2e/helpers/test.ts).
test.beforeEach(async ({ page, context }) => {
  // Whole pages loaded and forms posted one after another, on two shared cores.
  test.slow();
  BEFORE_SCRIPTS.add(context);
  await page.setExtraHTTPHeaders(ownClientAddress());
});

/** Every address the page asked for, to check that no submitted value travels in one. */
function requestedUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => urls.push(request.url()));
  return urls;
}

function expectNoValueIn(urls: string[], values: string[]) {
  for (const value of values)
    for (const form of [value, encodeURIComponent(value), encodeURIComponent(value).replace(/%20/g, "+")])
      expect(urls.filter((url) => url.includes(form))).toEqual([]);
}

const storedNamed = (name: string) =>
  sql<{ form_type: string; status: string; page_source: string; mail_status: string | null; data: object }>(
    "SELECT form_type, status, page_source, mail_status, data FROM form_conversions WHERE data->>'name' = $1",
    [name],
  );

interface ProjectRequest {
  name: string;
  company: string;
  email: string;
  phone: string;
  projectType: string;
  budget: string;
  timeframe: string;
  description: string;
}

const projectRequest = (name: string): ProjectRequest => ({
  name,
  company: "Lagune SARL",
  email: "koffi@lagune.ci",
  phone: "+225 07 00 00 00 00",
  projectType: "Développement Mobile",
  budget: "5 000 € - 10 000 €",
  timeframe: "3-6 mois",
  description: "Une application de livraison pour nos clients d'Abidjan.",
});

/** Types every field and picks every option; the description key by key when `slowly` (across the hydration). */
async function fillProjectRequest(form: Locator, request: ProjectRequest, { slowly = false } = {}) {
  await form.getByLabel("Nom complet *").fill(request.name);
  await form.getByLabel("Entreprise").fill(request.company);
  await form.getByLabel("Email *").fill(request.email);
  await form.getByLabel("Téléphone").fill(request.phone);
  await form.getByLabel("Type de projet *").selectOption(request.projectType);
  await form.getByLabel("Budget").selectOption(request.budget);
  await form.getByLabel("Délai souhaité").selectOption(request.timeframe);
  const description = form.getByLabel("Description du projet *");
  if (slowly) await description.pressSequentially(request.description, { delay: 120 });
  else await description.fill(request.description);
}

async function expectProjectRequestKept(form: Locator, request: ProjectRequest) {
  await expect(form.getByLabel("Nom complet *")).toHaveValue(request.name);
  await expect(form.getByLabel("Entreprise")).toHaveValue(request.company);
  await expect(form.getByLabel("Email *")).toHaveValue(request.email);
  await expect(form.getByLabel("Téléphone")).toHaveValue(request.phone);
  await expect(form.getByLabel("Type de projet *")).toHaveValue(request.projectType);
  await expect(form.getByLabel("Budget")).toHaveValue(request.budget);
  await expect(form.getByLabel("Délai souhaité")).toHaveValue(request.timeframe);
  await expect(form.getByLabel("Description du projet *")).toHaveValue(request.description);
}

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE });

  test("the contact form sends a message: stored, the agency's mail queued, the spec's words in the page, the form empty", async ({
    page,
  }) => {
    const urls = requestedUrls(page);
    const name = `Awa Sans Script ${unique()}`;
    await page.goto("/contact");
    const form = page.getByTestId("contact-form-area");
    await form.getByLabel("Nom complet *").fill(name);
    await form.getByLabel("Email *").fill("awa@exemple.ci");
    await form.getByLabel("Sujet *").fill("Refonte de notre site");
    await form.getByLabel("Message *").fill("Bonjour, nous souhaitons refaire notre site vitrine.");
    await form.getByRole("button", { name: "Envoyer le message" }).click();

    await expect(form.getByRole("status")).toHaveText(
      "Message envoyé ! Nous vous répondrons dans les plus brefs délais.",
    );
    await expect(form.getByLabel("Nom complet *")).toHaveValue("");
    await expect(page).toHaveURL("/contact");
    expect(await storedNamed(name)).toMatchObject([
      { form_type: "contact", status: "completed", page_source: "/contact", mail_status: expect.any(String) },
    ]);
    await waitForMail(
      (mail) => mail.subject === "Nouveau message de contact : Refonte de notre site" && mail.text.includes(name),
    );
    expectNoValueIn(urls, [name, "awa@exemple.ci", "Refonte de notre site"]);
  });

  test("the contact form shows the server's French message beside each refused field, with what was typed", async ({
    page,
  }) => {
    const urls = requestedUrls(page);
    await page.goto("/contact");
    const form = page.getByTestId("contact-form-area");
    // What the browser's own checks let through (blank but not empty, an address without a domain), the server refuses.
    await form.getByLabel("Nom complet *").fill("   ");
    await form.getByLabel("Email *").fill("awa@exemple");
    await form.getByLabel("Sujet *").fill("Refonte de notre site");
    await form.getByLabel("Message *").fill("Bonjour, nous souhaitons refaire notre site.");
    await form.getByRole("button", { name: "Envoyer le message" }).click();

    await expect(form.getByText("Le nom est requis", { exact: true })).toBeVisible();
    await expect(form.getByText("Veuillez saisir une adresse e-mail valide", { exact: true })).toBeVisible();
    await expect(form.getByLabel("Email *")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Email *")).toHaveValue("awa@exemple");
    await expect(form.getByLabel("Sujet *")).toHaveValue("Refonte de notre site");
    await expect(form.getByLabel("Message *")).toHaveValue("Bonjour, nous souhaitons refaire notre site.");
    await expect(page).toHaveURL("/contact");
    expectNoValueIn(urls, ["awa@exemple", "Refonte de notre site"]);
  });

  test("the home page's quote button leads to the quote form, which sends a quote request (a 'quote' in the inbox)", async ({
    page,
  }) => {
    const urls = requestedUrls(page);
    await page.goto("/");
    await page.getByRole("main").getByRole("link", { name: "Demander un devis" }).first().click();
    await expect(page).toHaveURL("/devis");
    const form = page.getByTestId("quote-request-area");
    const request = projectRequest(`Koffi Sans Script ${unique()}`);
    await fillProjectRequest(form, request);
    await form.getByRole("button", { name: "Envoyer la demande" }).click();

    await expect(form.getByText("Demande envoyée avec succès !")).toBeVisible();
    await expect(form.getByRole("link", { name: "Retour à l'accueil" })).toHaveAttribute("href", "/");
    expect(await storedNamed(request.name)).toMatchObject([
      { form_type: "quote", status: "completed", page_source: "/devis", mail_status: expect.any(String) },
    ]);
    await waitForMail((mail) => mail.subject === `Nouvelle demande de devis : Développement Mobile (${request.name})`);
    expectNoValueIn(urls, [request.name, request.email, request.description]);

    // Refused: the messages beside the fields, and every field as it was typed or picked.
    await page.goto("/devis");
    // Two characters for the browser's own check, one once the server has trimmed it.
    const refused = { ...projectRequest("K "), phone: "appelez-moi" };
    await fillProjectRequest(form, refused);
    await form.getByRole("button", { name: "Envoyer la demande" }).click();
    await expect(form.getByText("Le nom doit contenir au moins 2 caractères", { exact: true })).toBeVisible();
    await expect(
      form.getByText("Le numéro de téléphone ne peut contenir que des chiffres, espaces et les signes + ( ) . -", {
        exact: true,
      }),
    ).toBeVisible();
    await expectProjectRequestKept(form, refused);
  });

  test("/start-project sends a project request and shows the confirmation with the way home; refused, it keeps every field", async ({
    page,
  }) => {
    const urls = requestedUrls(page);
    await page.goto("/start-project");
    const form = page.getByTestId("project-request-area");
    const refused = { ...projectRequest(`Awa ${unique()}`), email: "awa@lagune" };
    await fillProjectRequest(form, refused);
    await form.getByRole("button", { name: "Envoyer ma demande" }).click();
    await expect(form.getByText("Veuillez saisir une adresse e-mail valide", { exact: true })).toBeVisible();
    await expectProjectRequestKept(form, refused);

    const request = projectRequest(`Awa Projet Sans Script ${unique()}`);
    await fillProjectRequest(form, request);
    await form.getByRole("button", { name: "Envoyer ma demande" }).click();
    await expect(form.getByText("Demande envoyée avec succès !")).toBeVisible();
    await expect(form).not.toContainText("Vous allez être redirigé");
    await form.getByRole("link", { name: "Retour à l'accueil" }).click();
    await expect(page).toHaveURL("/");
    expect(await storedNamed(request.name)).toMatchObject([
      { form_type: "project", status: "completed", page_source: "/start-project", mail_status: expect.any(String) },
    ]);
    expectNoValueIn(urls, [request.name, request.email, refused.email]);
  });

  test("the newsletter box subscribes an address, and refuses one without a domain with the French message", async ({
    page,
  }) => {
    const urls = requestedUrls(page);
    const email = `lecteur-sans-script-${unique()}@exemple.ci`;
    await page.goto("/blog");
    const box = page.getByTestId("newsletter-box");
    await box.getByLabel("Adresse e-mail").fill("lecteur@exemple");
    await box.getByRole("button", { name: "S'abonner" }).click();
    await expect(box.getByText("Veuillez saisir une adresse e-mail valide", { exact: true })).toBeVisible();
    await expect(box.getByLabel("Adresse e-mail")).toHaveValue("lecteur@exemple");

    await box.getByLabel("Adresse e-mail").fill(email);
    await box.getByRole("button", { name: "S'abonner" }).click();
    await expect(box.getByRole("status")).toHaveText(
      "Vérifiez votre boîte mail Merci ! Un e-mail vient d'être envoyé à cette adresse : cliquez sur son lien pour confirmer votre inscription.",
    );
    expect(await sql("SELECT email, status FROM newsletter_subscribers WHERE email = $1", [email])).toEqual([
      { email, status: "pending" },
    ]);
    expectNoValueIn(urls, [email, "lecteur@exemple"]);
  });

  test("the phone menu, the services' accordion and the list search work without scripts", async ({ page }) => {
    await page.goto("/about");
    await page.locator("summary[aria-label=Menu]").click();
    const menu = page.locator("#mobile-menu");
    await expect(menu.getByRole("link", { name: "Projets" })).toBeVisible();
    await menu.getByRole("link", { name: "Demander un devis" }).click();
    await expect(page).toHaveURL("/devis");

    await page.goto("/services-detail");
    const service = page.getByRole("region", { name: "Développement Informatique" }).locator("details").first();
    await service.locator("summary").click();
    await expect(service).toHaveAttribute("open", "");
    await expect(service.locator("li").first()).toBeVisible();

    await page.goto("/projects");
    await page.getByRole("searchbox").fill("application");
    await page.getByRole("searchbox").press("Enter");
    await expect(page).toHaveURL(/\/projects\/recherche\/application$/);
  });
});

test.describe("with the scripts arriving 3 seconds late", () => {
  const hydrated = (page: Page) => page.evaluate((mark) => performance.getEntriesByName(mark).length > 0, HYDRATED);
  const untilHydrated = (page: Page) =>
    page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, HYDRATED, { timeout: 30_000 });

  test.beforeEach(async ({ context }) => {
    await context.route("**/_next/static/**/*.js", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.continue();
    });
  });

  for (const viewport of [PHONE, { width: 1280, height: 800 }]) {
    test(`a visitor who fills /start-project before the page hydrates sends exactly what was typed (${viewport.width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto("/start-project");
      const form = page.getByTestId("project-request-area");
      const request = projectRequest(`Awa Tardive ${unique()}`);
      expect(await hydrated(page)).toBe(false);
      await fillProjectRequest(form, request, { slowly: true });
      await untilHydrated(page);
      await expectProjectRequestKept(form, request);

      // Sent by the page's scripts (a server action call), not by the browser's own post.
      const call = page.waitForRequest((sent) => sent.method() === "POST" && !!sent.headers()["next-action"]);
      await form.getByRole("button", { name: "Envoyer ma demande" }).click();
      await call;
      await expect(form.getByText("Vous allez être redirigé vers l'accueil…", { exact: false })).toBeVisible();
      const [stored] = await storedNamed(request.name);
      expect(stored).toMatchObject({ form_type: "project", status: "completed", page_source: "/start-project" });
      expect(stored!.data).toEqual(request);
    });
  }

  test("an address sent from the newsletter box before the page hydrates is stored as pending and its confirmation mailed (375 px)", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/blog");
    const box = page.getByTestId("newsletter-box");
    const email = `lecteur-tardif-${unique()}@exemple.ci`;
    await box.getByLabel("Adresse e-mail").fill(email);
    expect(await hydrated(page)).toBe(false);
    await box.getByRole("button", { name: "S'abonner" }).click();
    // The box's words in the page (the browser's own post) or its toast (the scripts' call): the same answer.
    await expect(page.getByText("cliquez sur son lien pour confirmer votre inscription").first()).toBeVisible();
    expect(await sql("SELECT email, status FROM newsletter_subscribers WHERE email = $1", [email])).toEqual([
      { email, status: "pending" },
    ]);
    const confirmation = await waitForMail((mail) => mail.to.includes(email));
    expect(confirmation.subject).toMatch(/^Confirmez votre inscription à la newsletter/);
  });

  test("a message typed in the contact form before the page hydrates is sent as typed, the visitor's session with it", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/contact");
    const form = page.getByTestId("contact-form-area");
    const name = `Awa Contact Tardif ${unique()}`;
    await form.getByLabel("Nom complet *").fill(name);
    await form.getByLabel("Email *").fill("awa@exemple.ci");
    await form.getByLabel("Sujet *").fill("Une question");
    expect(await hydrated(page)).toBe(false);
    // Typed on, key by key, while the page hydrates.
    await form
      .getByLabel("Message *")
      .pressSequentially("Bonjour, avez-vous des disponibilités en mars ?", { delay: 80 });
    await untilHydrated(page);
    await form.getByRole("button", { name: "Envoyer le message" }).click();
    await expect(page.locator("[data-sonner-toast]")).toContainText("Message envoyé !");
    const [stored] = await sql<{ data: object; session_id: string }>(
      "SELECT data, session_id FROM form_conversions WHERE data->>'name' = $1",
      [name],
    );
    expect(stored!.data).toEqual({
      name,
      email: "awa@exemple.ci",
      subject: "Une question",
      message: "Bonjour, avez-vous des disponibilités en mars ?",
    });
    expect(stored!.session_id).toBe(await page.evaluate(() => localStorage.getItem("visitor_session_id")));
  });

  test("a tap on the phone menu before the page hydrates opens it, and its quote button shows the quote form", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/services");
    await page.locator("summary[aria-label=Menu]").click();
    await expect(page.locator("#mobile-menu").getByRole("link", { name: "Contact" })).toBeVisible();
    expect(await hydrated(page)).toBe(false);
    await page.locator("#mobile-menu").getByRole("link", { name: "Demander un devis" }).click();
    await expect(page).toHaveURL("/devis");
    await expect(page.getByTestId("quote-request-area").getByLabel("Type de projet *")).toBeVisible();
  });

  test("a tap on the navigation bar's quote button before the page hydrates shows the quote form", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/about");
    await page
      .getByRole("navigation", { name: "Navigation principale" })
      .getByRole("link", { name: "Demander un devis" })
      .click();
    await expect(page).toHaveURL("/devis");
    await expect(page.getByTestId("quote-request-area").getByLabel("Nom complet *")).toBeEditable();
  });

  test("a tap on a button that needs the scripts, made before they ran, is made again once the page has hydrated", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/contact");
    await page.getByRole("button", { name: "Afficher la carte" }).click();
    expect(await hydrated(page)).toBe(false);
    await expect(page.locator("iframe")).toHaveAttribute("title", /^Carte : /, { timeout: 30_000 });
  });

  test("a search typed before the page hydrates runs once it has", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/projects");
    await page.getByRole("searchbox").fill("application");
    expect(await hydrated(page)).toBe(false);
    await expect(page).toHaveURL(/\/projects\/recherche\/application$/, { timeout: 30_000 });
  });
});
