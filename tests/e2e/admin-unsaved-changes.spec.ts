import { expect, test } from "./helpers/test";
import { createAccount, signIn } from "./helpers/auth";
import { titleField, unique } from "./helpers/admin-blog";

test.describe("unsaved changes of the back-office forms", () => {
  test("a reload of the article form offers the unsaved changes back, and leaving by 'Annuler' asks first", async ({
    page,
  }) => {
    await signIn(page, await createAccount("editor"));
    const title = `Brouillon non enregistré ${unique()}`;
    await page.goto("/admin/blogs/new");
    await titleField(page).fill(title);
    // Kept once typing pauses.
    await expect
      .poll(() => page.evaluate(() => window.localStorage.getItem("unsaved-changes:article:new")))
      .toContain(title);

    // Leaving asks; declining stays on the form.
    const asked: string[] = [];
    page.on("dialog", (dialog) => {
      asked.push(dialog.type());
      // 'Annuler' is declined; the reload (beforeunload) goes ahead.
      void (dialog.type() === "beforeunload" ? dialog.accept() : dialog.dismiss());
    });
    await page.getByRole("button", { name: "Annuler", exact: true }).click();
    await expect(page).toHaveURL("/admin/blogs/new");
    expect(asked).toContain("confirm");

    // Typed just before the reload, before typing paused: kept all the same (pagehide).
    await page.getByLabel("Extrait").fill("Un extrait tapé avant la panne.");
    await page.reload();
    await expect(page.getByText("Des modifications non enregistrées ont été retrouvées")).toBeVisible();
    await expect(titleField(page)).toHaveValue("");
    await page.getByRole("button", { name: "Restaurer" }).click();
    await expect(titleField(page)).toHaveValue(title);
    await expect(page.getByLabel("Extrait")).toHaveValue("Un extrait tapé avant la panne.");

    // A sidebar link asks as well.
    await page.getByRole("link", { name: "Tableau de bord" }).first().click();
    await expect(page).toHaveURL("/admin/blogs/new");

    await page.reload();
    await page.getByRole("button", { name: "Ignorer" }).click();
    await expect(page.getByText("Des modifications non enregistrées ont été retrouvées")).toBeHidden();
    expect(await page.evaluate(() => window.localStorage.getItem("unsaved-changes:article:new"))).toBeNull();
  });
});
