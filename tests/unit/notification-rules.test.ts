import { describe, expect, it } from "vitest";
import { activityHref, bellBadgeLabel } from "@/lib/activities/rules";
import { messageFields } from "@/lib/messages/rules";

describe("notification bell", () => {
  it("shows the count up to 99, then '99+'", () => {
    expect(bellBadgeLabel(0)).toBe("0");
    expect(bellBadgeLabel(99)).toBe("99");
    expect(bellBadgeLabel(100)).toBe("99+");
  });

  it("links each activity by type, as the spec says", () => {
    expect(activityHref({ type: "blog", targetId: 4 })).toBe("/admin/blogs/edit/4");
    expect(activityHref({ type: "project", targetId: 2 })).toBe("/admin/projects/edit/2");
    expect(activityHref({ type: "user", targetId: 9 })).toBe("/admin/users/9");
    expect(activityHref({ type: "message", targetId: 5 })).toBe("/admin/messages/detail/5");
    expect(activityHref({ type: "form_conversion", targetId: 5 })).toBe("/admin/messages/detail/5");
    expect(activityHref({ type: "settings", targetId: null })).toBe("/admin/settings");
    expect(activityHref({ type: "blog", targetId: null })).toBe("/admin/blogs");
  });
});

describe("message fields", () => {
  it("read a contact message stored as an object or as a JSON string", () => {
    const data = { name: "Awa", subject: "Devis site", message: "Bonjour" };
    const expected = { name: "Awa", email: "awa@client.ci", subject: "Devis site", message: "Bonjour" };
    expect(messageFields({ formType: "contact", email: "awa@client.ci", data })).toEqual(expected);
    expect(messageFields({ formType: "contact", email: "awa@client.ci", data: JSON.stringify(data) })).toEqual(
      expected,
    );
  });

  it("title a project or quote request by its type, and take the e-mail from the data when missing", () => {
    expect(
      messageFields({
        formType: "project",
        email: null,
        data: { name: "Kofi", email: "k@c.ci", projectType: "Site web", description: "Refonte" },
      }),
    ).toEqual({ name: "Kofi", email: "k@c.ci", subject: "Demande de projet : Site web", message: "Refonte" });
    expect(messageFields({ formType: "quote", email: null, data: { name: "Ama" } }).subject).toBe("Demande de devis");
  });

  it("put the 'Inconnu' placeholder in place of missing or corrupt data", () => {
    for (const data of [null, "{corrompu", [1, 2], { subject: "sans nom" }]) {
      expect(messageFields({ formType: "contact", email: "x@c.ci", data })).toMatchObject({
        name: "Inconnu",
        message: "Données du message manquantes ou corrompues.",
      });
    }
  });
});
