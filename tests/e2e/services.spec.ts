import { expect, test } from "./helpers/test";
import { serviceCardsOf, serviceCategories } from "@/lib/services/catalog";

const SERVICE_CATEGORIES = serviceCategories("fr");

test("/services shows the four benefits, the four categories with three services each and the five-step process", async ({
  page,
}) => {
  await page.goto("/services");
  for (const benefit of ["Expertise Technique", "Approche Collaborative", "Qualité Garantie", "Innovation Continue"]) {
    await expect(page.getByRole("heading", { name: benefit })).toBeVisible();
  }
  for (const category of SERVICE_CATEGORIES) {
    const card = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: category.title, level: 3 }) });
    const cards = serviceCardsOf("fr", category.id);
    for (const service of cards.slice(0, 3)) await expect(card).toContainText(service.title);
    await expect(card).not.toContainText(cards[3]!.title);
    await expect(card).toContainText(`Et ${cards.length - 3} autres services...`);
    await expect(card.getByRole("link", { name: `Découvrir les services ${category.title}` })).toHaveAttribute(
      "href",
      `/services/${category.id}`,
    );
  }
  await expect(page.getByText("Et 7 autres services...")).toBeVisible();
  const steps = page.getByRole("region", { name: "Notre processus en 5 étapes" }).getByRole("heading", { level: 3 });
  await expect(steps).toHaveText([
    "Consultation et analyse",
    "Planification et stratégie",
    "Conception et développement",
    "Tests et validation",
    "Livraison et support",
  ]);
});

test("/services-detail opens one service at a time in each category's accordion, and closes it again", async ({
  page,
}) => {
  await page.goto("/services-detail");
  const development = page.getByRole("region", { name: "Développement Informatique" });
  const [first, second] = SERVICE_CATEGORIES.find((category) => category.id === "development")!.services;
  // The browser's own accordion (<details name>): it works before the page's scripts run (before-scripts.spec.ts).
  const item = (title: string) =>
    development.locator("details").filter({ has: page.locator("summary", { hasText: title }) });
  const [firstItem, secondItem] = [item(first!.title), item(second!.title)];
  await expect(firstItem).not.toHaveAttribute("open");

  await firstItem.locator("summary").click();
  await expect(firstItem).toHaveAttribute("open", "");
  await expect(development.getByText(first!.features[0]!)).toBeVisible();

  await secondItem.locator("summary").click();
  await expect(secondItem).toHaveAttribute("open", "");
  await expect(firstItem).not.toHaveAttribute("open");
  await expect(development.getByText(first!.features[0]!)).toBeHidden();

  await secondItem.locator("summary").click();
  await expect(secondItem).not.toHaveAttribute("open");
});

for (const category of SERVICE_CATEGORIES) {
  test(`/services/${category.id} shows its banner, a link back to /services, its services with their features and three testimonials`, async ({
    page,
  }) => {
    const response = await page.goto(`/services/${category.id}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(category.title);
    await expect(page.getByRole("link", { name: "Retour aux services" })).toHaveAttribute("href", "/services");
    for (const service of category.services) {
      const card = page
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: service.title, level: 3 }) });
      for (const feature of service.features) await expect(card).toContainText(feature);
    }
    await expect(page.getByRole("region", { name: "Ils nous font confiance" }).getByRole("figure")).toHaveCount(3);
  });
}

test("an unknown service category answers 404 with 'Catégorie non trouvée' and a way back to /services", async ({
  page,
}) => {
  const response = await page.goto("/services/marketing");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Catégorie non trouvée");
  await expect(page.getByText("La catégorie que vous recherchez n'existe pas.")).toBeVisible();
  await page.getByRole("link", { name: "Retour aux services" }).click();
  await expect(page).toHaveURL("/services");
});
