import { describe, expect, it } from "vitest";
import { conversionSearchText } from "@/lib/messages/rules";

describe("search text of a form conversion", () => {
  it("holds the e-mail, name, subject and message of a contact", () => {
    const text = conversionSearchText("contact", "Awa@Exemple.CI", { name: "Awa", subject: "Site Web", message: "Bonjour", phone: "0700" });
    expect(text).toBe("awa@exemple.ci\nawa\nsite web\nbonjour");
  });

  it("holds the e-mail, name, company, project type and budget of project and quote requests, not the description", () => {
    const data = { name: "Koffi", company: "Lagune SA", projectType: "Développement Web", budget: "2 000 € - 5 000 €", description: "secret" };
    expect(conversionSearchText("quote", "k@l.ci", data)).toBe("k@l.ci\nkoffi\nlagune sa\ndéveloppement web\n2 000 € - 5 000 €");
    expect(conversionSearchText("project", null, data)).not.toContain("secret");
  });

  it("survives missing or corrupt data", () => {
    expect(conversionSearchText("contact", "a@b.ci", null)).toBe("a@b.ci");
    expect(conversionSearchText("project", null, "corrompu")).toBe("");
  });
});
