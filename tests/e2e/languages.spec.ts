// The site's languages (issue 45; lib/i18n): French at its unprefixed addresses, served by the [locale] segment
// through the router's rewrite, one address per page, and nothing of the internal prefix in what a visitor gets.
import { randomBytes } from "node:crypto";
import { sql } from "./helpers/db";
import { waitForMail } from "./helpers/mail";
import { BEFORE_SCRIPTS, expect, test } from "./helpers/test";
import { ownClientAddress } from "./helpers/visitor";

test.describe("French at its unprefixed addresses", () => {
  test("pages, feed and sitemaps answer there, in French; their internal /fr addresses lead back with a 308", async ({
    request,
  }) => {
    for (const address of ["/", "/contact", "/blog", "/blog/rss.xml", "/blog/sitemap/1.xml"]) {
      const response = await request.get(address);
      expect(response.status(), address).toBe(200);
      if (address === "/" || address === "/contact")
        expect(await response.text()).toMatch(/^<!DOCTYPE html><html lang="fr"/);
      const internal = await request.get(`/fr${address === "/" ? "" : address}`, { maxRedirects: 0 });
      expect(internal.status(), `/fr${address}`).toBe(308);
      expect(internal.headers().location).toBe(address);
    }
  });

  test("an address outside the site that names nothing is a French 404 document", async ({ request }) => {
    for (const address of ["/og/inconnu", "/api/inconnu", "/uploads"]) {
      const response = await request.get(address);
      expect(response.status(), address).toBe(404);
      const html = await response.text();
      expect(html).toMatch(/<html lang="fr"/);
      expect(html).toContain("La page que vous cherchez n&#x27;existe pas ou a été déplacée.");
    }
  });

  test.describe("as the server wrote it (scripts off)", () => {
    test.use({ javaScriptEnabled: false });
    test.beforeEach(({ context }) => {
      BEFORE_SCRIPTS.add(context);
    });

    test("the current section and a form's page are the address the visitor sees, not the route's", async ({
      page,
    }) => {
      await page.goto("/about");
      await expect(page.locator("header").getByRole("link", { name: "À propos" }).first()).toHaveAttribute(
        "aria-current",
        "page",
      );
      await page.goto("/contact");
      await expect(page.locator('form input[type="hidden"][name="page"]').first()).toHaveValue("/contact");
    });
  });
});

test.describe("English under /en", () => {
  test("pages answer in English with their own words; a French word under /en leads to the English address", async ({
    request,
  }) => {
    for (const [address, heading] of [
      ["/en", "Request a quote"],
      ["/en/contact", "Send message"],
      ["/en/privacy", "Your personal data"],
    ] as const) {
      const response = await request.get(address);
      expect(response.status(), address).toBe(200);
      const html = await response.text();
      expect(html, address).toMatch(/^<!DOCTYPE html><html lang="en"/);
      expect(html, address).toContain(heading);
      expect(html, address).toContain('aria-label="Main navigation"');
    }
    // Each version names the other, French also as the default; the canonical address is the page's own.
    const privacy = await (await request.get("/en/privacy")).text();
    expect(privacy).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/en\/privacy"/);
    for (const [language, path] of [
      ["fr", "/confidentialite"],
      ["en", "/en/privacy"],
      ["x-default", "/confidentialite"],
    ])
      expect(privacy).toMatch(
        new RegExp(`<link rel="alternate" hrefLang="${language}" href="http://localhost:\\d+${path}"`),
      );
    expect(privacy).toContain('<meta property="og:locale" content="en_GB"/>');
    // The sitemap lists both versions, each naming the other.
    const sitemap = await (await request.get("/sitemap/pages.xml")).text();
    expect(sitemap).toMatch(
      /<url><loc>http:\/\/localhost:\d+\/en\/privacy<\/loc><xhtml:link rel="alternate" hreflang="fr" href="http:\/\/localhost:\d+\/confidentialite"\/><xhtml:link rel="alternate" hreflang="en" href="http:\/\/localhost:\d+\/en\/privacy"\/><xhtml:link rel="alternate" hreflang="x-default"/,
    );
    expect(sitemap).toMatch(
      /<url><loc>http:\/\/localhost:\d+\/confidentialite<\/loc><xhtml:link rel="alternate" hreflang="fr"/,
    );
    // The lists' search form without scripts leads to the search's own address, in English words.
    const search = await request.get("/en/blog/search?q=Mobile+Money", { maxRedirects: 0 });
    expect(search.status()).toBe(303);
    expect(search.headers().location).toBe("/en/blog/search/mobile+money");
    for (const [french, english] of [
      ["/en/confidentialite", "/en/privacy"],
      ["/en/devis", "/en/quote"],
    ] as const) {
      const response = await request.get(french, { maxRedirects: 0 });
      expect(response.status(), french).toBe(308);
      expect(response.headers().location).toBe(english);
    }
  });

  test.describe("as the server wrote it (scripts off)", () => {
    test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
    test.beforeEach(async ({ page, context }) => {
      test.slow();
      BEFORE_SCRIPTS.add(context);
      await page.setExtraHTTPHeaders(ownClientAddress());
    });

    test("the language switcher leads to the same page in the other language, and the links stay in the page's", async ({
      page,
    }) => {
      await page.goto("/confidentialite");
      await page.locator("footer").getByRole("link", { name: "English" }).click();
      await expect(page).toHaveURL("/en/privacy");
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your personal data");
      // The phone's menu is closed: the footer's links, and the header's in the HTML.
      await expect(page.locator("footer").getByRole("link", { name: "About", exact: true })).toHaveAttribute(
        "href",
        "/en/about",
      );
      await expect(page.locator('header a[href="/en/contact"]')).not.toHaveCount(0);
      await expect(page.locator('header a[href="/contact"]')).toHaveCount(0);
      await page.locator("footer").getByRole("link", { name: "Français" }).click();
      await expect(page).toHaveURL("/confidentialite");
      await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    });

    test("the English contact form validates in English, its message reaches the inbox marked English, and the visitor's receipt is in English", async ({
      page,
    }) => {
      const name = `Ama English ${randomBytes(4).toString("hex")}`;
      const email = `ama-${randomBytes(4).toString("hex")}@example.com`;
      await page.goto("/en/contact");
      const form = page.getByTestId("contact-form-area");
      // What the browser's own checks let through (blank but not empty, an address without a domain), the server refuses.
      await form.getByLabel("Full name *").fill("   ");
      await form.getByLabel("Email *").fill("ama@example");
      // The inbox shows it to tests that look for English in the back office's own words: no common English word.
      await form.getByLabel("Subject *").fill("Website for a shop in Accra");
      await form.getByLabel("Message *").fill("Hello, our shop in Accra needs a modern website.");
      await form.getByRole("button", { name: "Send message" }).click();
      await expect(form.getByText("Your name is required", { exact: true })).toBeVisible();
      await expect(form.getByText("Please enter a valid email address", { exact: true })).toBeVisible();
      await expect(form.getByLabel("Subject *")).toHaveValue("Website for a shop in Accra");
      await expect(page).toHaveURL("/en/contact");

      await form.getByLabel("Full name *").fill(name);
      await form.getByLabel("Email *").fill(email);
      await form.getByRole("button", { name: "Send message" }).click();
      await expect(form.getByRole("status")).toHaveText("Message sent! We will reply as soon as possible.");
      expect(
        await sql("SELECT form_type, status, locale, page_source FROM form_conversions WHERE data->>'name' = $1", [
          name,
        ]),
      ).toEqual([{ form_type: "contact", status: "completed", locale: "en", page_source: "/en/contact" }]);
      const receipt = await waitForMail((mail) => mail.to.includes(email));
      expect(receipt.subject).toMatch(/^We have received your message — /);
      expect(receipt.text).toContain("Thank you for writing to");
      // The agency's notification stays French.
      await waitForMail(
        (mail) =>
          mail.subject === "Nouveau message de contact : Website for a shop in Accra" && mail.text.includes(name),
      );
    });
  });
});
