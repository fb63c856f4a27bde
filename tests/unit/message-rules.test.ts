import { describe, expect, it } from "vitest";
import { conversionSearchText, inboxSummary, readConversionData, replySubject } from "@/lib/messages/rules";

describe("search text of a form conversion", () => {
  it("holds the e-mail, name, subject and message of a contact", () => {
    const text = conversionSearchText("contact", "Awa@Exemple.CI", {
      name: "Awa",
      subject: "Site Web",
      message: "Bonjour",
      phone: "0700",
    });
    expect(text).toBe("awa@exemple.ci\nawa\nsite web\nbonjour");
  });

  it("holds the e-mail, name, company, project type and budget of project and quote requests, not the description", () => {
    const data = {
      name: "Koffi",
      company: "Lagune SA",
      projectType: "Développement Web",
      budget: "2 000 € - 5 000 €",
      description: "secret",
    };
    expect(conversionSearchText("quote", "k@l.ci", data)).toBe(
      "k@l.ci\nkoffi\nlagune sa\ndéveloppement web\n2 000 € - 5 000 €",
    );
    expect(conversionSearchText("project", null, data)).not.toContain("secret");
  });

  it("survives missing or corrupt data", () => {
    expect(conversionSearchText("contact", "a@b.ci", null)).toBe("a@b.ci");
    expect(conversionSearchText("project", null, "corrompu")).toBe("");
  });
});

describe("conversion data", () => {
  it("reads data stored as an object or delivered as a JSON string", () => {
    expect(readConversionData({ name: "Awa", subject: "Site", extra: 1 })).toEqual({ name: "Awa", subject: "Site" });
    expect(readConversionData('{"name":"Koffi","projectType":"Développement Web"}')).toEqual({
      name: "Koffi",
      projectType: "Développement Web",
    });
  });

  it.each([null, undefined, "", "{corrompu", "42", [], 7])(
    "replaces missing or corrupt data (%j) by 'Inconnu' with a note",
    (data) => {
      expect(readConversionData(data)).toEqual({
        name: "Inconnu",
        note: "Données du message manquantes ou corrompues.",
      });
    },
  );

  it("names an anonymous sender 'Inconnu' and reads the old 'deadline' as the timeframe", () => {
    expect(readConversionData({ email: "a@b.ci", deadline: "1-3 mois" })).toEqual({
      name: "Inconnu",
      email: "a@b.ci",
      timeframe: "1-3 mois",
    });
  });
});

describe("reply subject", () => {
  it("answers a contact message with 'Re: ' and its subject, or the default", () => {
    expect(replySubject("contact", { name: "A", subject: "Refonte du site" })).toBe("Re: Refonte du site");
    expect(replySubject("contact", { name: "A" })).toBe("Re: Votre message de contact");
  });

  it("answers a project or quote request with the project type in parentheses when given", () => {
    expect(replySubject("project", { name: "A", projectType: "Développement Mobile" })).toBe(
      "Re: Votre demande de projet (Développement Mobile)",
    );
    expect(replySubject("quote", { name: "A" })).toBe("Re: Votre demande de projet");
  });
});

describe("inbox summary", () => {
  const base = { user_email: "awa@exemple.ci" };
  it("names the sender and the subject of a contact message or a request", () => {
    expect(
      inboxSummary({
        ...base,
        form_type: "contact",
        status: "completed",
        data: { name: "Awa", subject: "Refonte", message: "Bonjour" },
      }),
    ).toMatchObject({ name: "Awa", email: "awa@exemple.ci", subject: "Refonte" });
    expect(
      inboxSummary({
        ...base,
        form_type: "quote",
        status: "processed",
        data: { name: "Koffi", projectType: "Développement Web" },
      }),
    ).toMatchObject({ name: "Koffi", subject: "Demande de devis : Développement Web" });
  });

  it("shows a sent message with missing data as 'Inconnu', and a form never sent as such", () => {
    const missing = readConversionData(null);
    expect(inboxSummary({ ...base, form_type: "contact", status: "completed", data: missing })).toMatchObject({
      name: "Inconnu",
      message: "Données du message manquantes ou corrompues.",
    });
    expect(inboxSummary({ ...base, form_type: "contact", status: "started", data: missing })).toMatchObject({
      name: "Visiteur anonyme",
      subject: "Formulaire non envoyé",
    });
    expect(inboxSummary({ ...base, form_type: "contact", status: "abandoned", data: missing })).toMatchObject({
      name: "Visiteur anonyme",
    });
  });
});
