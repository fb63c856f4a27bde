import { describe, expect, it } from "vitest";
import { BUDGETS, FIELD_LIMITS, PROJECT_TYPES, TIMEFRAMES } from "@/lib/messages/schemas";
import { contactMessageSchema, newsletterSchema, projectRequestSchema } from "@/lib/messages/visitor-schemas";

const firstMessage = (
  result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } },
  field: string,
) => result.error?.issues.find((issue) => issue.path[0] === field)?.message;

describe("project and quote request schema", () => {
  const valid = {
    name: "Awa Koné",
    email: "awa@exemple.ci",
    projectType: "Développement Web",
    description: "Un site vitrine bilingue.",
  };

  it("accepts the required fields alone, optional ones left empty", () => {
    expect(projectRequestSchema().parse({ ...valid, company: "", phone: "", budget: "", timeframe: "" })).toEqual({
      ...valid,
      company: undefined,
      phone: undefined,
      budget: undefined,
      timeframe: undefined,
      quoteRequest: false,
    });
  });

  it("says in French which required field is missing", () => {
    const result = projectRequestSchema().safeParse({ name: "", email: "", projectType: "", description: "" });
    expect(firstMessage(result, "name")).toBe("Le nom est requis");
    expect(firstMessage(result, "email")).toBe("L'adresse e-mail est requise");
    expect(firstMessage(result, "projectType")).toBe("Le type de projet est requis");
    expect(firstMessage(result, "description")).toBe("La description du projet est requise");
  });

  it("checks the e-mail and the lengths", () => {
    expect(firstMessage(projectRequestSchema().safeParse({ ...valid, email: "pas-un-email" }), "email")).toBe(
      "Veuillez saisir une adresse e-mail valide",
    );
    expect(
      firstMessage(projectRequestSchema().safeParse({ ...valid, name: "x".repeat(FIELD_LIMITS.name.max + 1) }), "name"),
    ).toBe("Le nom ne peut pas dépasser 100 caractères");
    expect(firstMessage(projectRequestSchema().safeParse({ ...valid, description: "court" }), "description")).toBe(
      "La description doit contenir au moins 10 caractères",
    );
  });

  it("accepts exactly the spec's options", () => {
    for (const projectType of PROJECT_TYPES)
      expect(projectRequestSchema().safeParse({ ...valid, projectType }).success).toBe(true);
    for (const budget of BUDGETS) expect(projectRequestSchema().safeParse({ ...valid, budget }).success).toBe(true);
    for (const timeframe of TIMEFRAMES)
      expect(projectRequestSchema().safeParse({ ...valid, timeframe }).success).toBe(true);
    expect(projectRequestSchema().safeParse({ ...valid, projectType: "Jardinage" }).success).toBe(false);
    expect(projectRequestSchema().safeParse({ ...valid, budget: "1 million" }).success).toBe(false);
  });

  it("drops fields it does not know", () => {
    expect(projectRequestSchema().parse({ ...valid, role: "admin" })).not.toHaveProperty("role");
  });
});

describe("contact message schema", () => {
  it("requires name, e-mail, subject and message", () => {
    const result = contactMessageSchema().safeParse({ name: " ", email: "a@b.ci", subject: "", message: "" });
    expect(firstMessage(result, "name")).toBe("Le nom est requis");
    expect(firstMessage(result, "subject")).toBe("Le sujet est requis");
    expect(firstMessage(result, "message")).toBe("Le message est requis");
  });

  it("lower-cases the e-mail and refuses a page that is not a site path", () => {
    const message = { name: "Awa", email: "AWA@Exemple.CI", subject: "Bonjour", message: "Un message assez long." };
    expect(contactMessageSchema().parse(message).email).toBe("awa@exemple.ci");
    expect(contactMessageSchema().safeParse({ ...message, page: "https://ailleurs.example" }).success).toBe(false);
    expect(contactMessageSchema().safeParse({ ...message, sessionId: "pas-un-uuid" }).success).toBe(false);
  });
});

describe("newsletter schema", () => {
  it("needs a valid e-mail", () => {
    expect(newsletterSchema().safeParse({ email: "lecteur@exemple.ci" }).success).toBe(true);
    expect(firstMessage(newsletterSchema().safeParse({ email: "lecteur" }), "email")).toBe(
      "Veuillez saisir une adresse e-mail valide",
    );
  });
});

describe("required fields", () => {
  it("report only that they are required when left empty", () => {
    const result = contactMessageSchema().safeParse({ name: "", email: "", subject: "", message: "" });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      "Le nom est requis",
      "L'adresse e-mail est requise",
      "Le sujet est requis",
      "Le message est requis",
    ]);
  });
});

describe("the schemas in English", () => {
  it("refuse the same input as in French, with English messages, and accept the same French option values", () => {
    const input = { name: "A", email: "a@", subject: "", message: "x".repeat(FIELD_LIMITS.message.max + 1) };
    expect(
      contactMessageSchema("en")
        .safeParse(input)
        .error?.issues.map((issue) => issue.message),
    ).toEqual([
      "The name must be at least 2 characters long",
      "Please enter a valid email address",
      "A subject is required",
      "The message cannot exceed 5000 characters",
    ]);
    expect(
      contactMessageSchema()
        .safeParse(input)
        .error?.issues.map((issue) => issue.message),
    ).toEqual([
      "Le nom doit contenir au moins 2 caractères",
      "Veuillez saisir une adresse e-mail valide",
      "Le sujet est requis",
      "Le message ne peut pas dépasser 5000 caractères",
    ]);
    const request = {
      name: "Awa",
      email: "awa@exemple.ci",
      projectType: PROJECT_TYPES[1],
      description: "Un site vitrine.",
    };
    expect(projectRequestSchema("en").parse({ ...request, budget: BUDGETS[0] })).toMatchObject({ budget: "< 1 000 €" });
    expect(firstMessage(projectRequestSchema("en").safeParse({ ...request, phone: "abc" }), "phone")).toBe(
      "The phone number may only contain digits, spaces and the signs + ( ) . -",
    );
  });
});
