// Every message an API or a form can show about a bad input is French: the schemas' own messages, and zod's for the
// cases a schema does not word itself (a missing field, a wrong type, an unknown key), set once in lib/zod.ts.
// Each exported schema of the domain modules is fed inputs of every wrong shape, and every message is checked: French,
// and naming a field by the label of its form, never by the key its input carries ('title', 'category_id').
import { describe, expect, it } from "vitest";
import * as postsRoute from "@/app/api/blog-posts/route";
import * as projectsRoute from "@/app/api/projects/route";
import { labelFields, z } from "@/lib/zod";
import { apiRequest, createTestUser, routeContext } from "../helpers/auth";

const modules = import.meta.glob<Record<string, unknown>>(
  ["/lib/**/schemas.ts", "/lib/schemas.ts", "/lib/images-schema.ts", "/lib/*/public-api.ts", "/lib/public-data.ts"],
  { eager: true },
);

const schemas = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter((entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType)
    .map(([name, schema]) => ({ name: `${file.slice(1)}: ${name}`, schema })),
);

/** The keys an object schema declares (through wrappers such as .optional(), .transform(), .refine()). */
function shapeKeys(schema: z.ZodType): string[] {
  const def = schema.def as { shape?: Record<string, unknown>; innerType?: z.ZodType; in?: z.ZodType };
  if (def.shape) return Object.keys(def.shape);
  const inner = def.innerType ?? def.in;
  return inner ? shapeKeys(inner) : [];
}

/** Every key of an object schema and of the objects and lists inside it (through wrappers), as their inputs name them. */
function nestedKeys(schema: z.ZodType, seen = new Set<unknown>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = schema.def as {
    shape?: Record<string, z.ZodType>;
    innerType?: z.ZodType;
    in?: z.ZodType;
    element?: z.ZodType;
    options?: z.ZodType[];
  };
  const inner = [def.innerType, def.in, def.element, ...(def.options ?? [])].filter((child) => child !== undefined);
  return [
    ...Object.keys(def.shape ?? {}),
    ...Object.values(def.shape ?? {}).flatMap((child) => nestedKeys(child, seen)),
    ...inner.flatMap((child) => nestedKeys(child, seen)),
  ];
}

const WRONG_VALUES: unknown[] = [undefined, null, 12345, "x", "", true, [], {}, "\u0000".repeat(3), "é".repeat(20_000)];

function badInputs(schema: z.ZodType): unknown[] {
  const keys = shapeKeys(schema);
  const objects = WRONG_VALUES.map((value) => Object.fromEntries(keys.map((key) => [key, value])));
  return [...WRONG_VALUES, ...objects, { ...objects[2], unexpectedField: 1 }];
}

// Words of zod's English messages ('Invalid input: expected string, received undefined', 'Too small: …').
const ENGLISH = /\b(invalid|expected|received|required|too (big|small)|unrecognized|must|should|input)\b/i;

describe("French messages", () => {
  it("finds the schemas of the domain modules", () => {
    expect(schemas.length).toBeGreaterThan(20);
  });

  it.each(schemas)("$name says every problem in French", async ({ schema }) => {
    for (const input of badInputs(schema)) {
      const result = await schema.safeParseAsync(input);
      for (const issue of result.error?.issues ?? []) {
        expect(issue.message, `${JSON.stringify(input)?.slice(0, 80)} at ${issue.path.join(".")}`).not.toMatch(ENGLISH);
        expect(issue.message.trim()).not.toBe("");
      }
    }
  });

  it.each(schemas)("$name names a field by its French label, never by its key", async ({ schema }) => {
    const keys = [...new Set(nestedKeys(schema))];
    for (const input of badInputs(schema)) {
      const result = await schema.safeParseAsync(input);
      for (const issue of result.error?.issues ?? []) {
        for (const key of keys)
          expect(issue.message, `${JSON.stringify(input)?.slice(0, 80)} at ${issue.path.join(".")}`).not.toContain(
            `« ${key}`,
          );
      }
    }
  });

  it("names the missing field, and the type a field must have, by the label the schema gives it", () => {
    const schema = labelFields(z.object({ title: z.string(), count: z.number(), tags: z.array(z.string()) }), {
      title: "Titre",
      count: "Nombre de lecteurs",
      tags: "Tags",
    });
    const messages = schema.safeParse({ count: "3", tags: ["a", 2] }).error?.issues.map((issue) => issue.message);
    expect(messages).toEqual([
      "Le champ « Titre » est obligatoire.",
      "Le champ « Nombre de lecteurs » doit être un nombre.",
      "Le champ « Tags » doit être du texte.",
    ]);
  });

  it("keeps the label a shared schema was given where it is defined", () => {
    const shared = labelFields(z.object({ email: z.string() }), { email: "Adresse e-mail" }).shape.email;
    const other = labelFields(z.object({ contact: shared, name: z.string().optional() }), {
      contact: "Contact",
      name: "Nom",
    });
    expect(other.safeParse({ contact: 1, name: 2 }).error?.issues.map((issue) => issue.message)).toEqual([
      "Le champ « Adresse e-mail » doit être du texte.",
      "Le champ « Nom » doit être du texte.",
    ]);
  });
});

describe("an API answer to a body with missing fields", () => {
  it("is a 400 whose messages are French and name the fields", async () => {
    const as = await createTestUser("admin");
    const response = await projectsRoute.POST(
      await apiRequest("/api/projects", { method: "POST", json: { title: "x" }, as }),
      routeContext(),
    );
    expect(response.status).toBe(400);
    const body = await response.json();
    const messages = Object.values(body.fieldErrors as Record<string, string[]>).flat();
    expect(messages.length).toBeGreaterThan(0);
    for (const message of [body.message, ...messages]) expect(message).not.toMatch(ENGLISH);
  });

  it("names a missing field by its form's label ('Titre', not 'title')", async () => {
    const as = await createTestUser("editor");
    const response = await postsRoute.POST(
      await apiRequest("/api/blog-posts", { method: "POST", json: {}, as }),
      routeContext(),
    );
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.fieldErrors.title).toEqual(["Le champ « Titre » est obligatoire."]);
    expect(body.fieldErrors.author).toEqual(["Le champ « Auteur » est obligatoire."]);
  });
});
