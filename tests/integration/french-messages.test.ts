// Every message an API or a form can show about a bad input is French: the schemas' own messages, and zod's for the
// cases a schema does not word itself (a missing field, a wrong type, an unknown key), set once in lib/zod.ts.
// Each exported schema of the domain modules is fed inputs of every wrong shape, and every message is checked.
import { describe, expect, it } from "vitest";
import * as projectsRoute from "@/app/api/projects/route";
import { z } from "@/lib/zod";
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

  it("names the missing field, and the type a field must have", () => {
    const schema = z.object({ title: z.string(), count: z.number() });
    const messages = schema.safeParse({ count: "3" }).error?.issues.map((issue) => issue.message);
    expect(messages).toEqual(["Le champ « title » est obligatoire.", "Le champ « count » doit être un nombre."]);
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
});
