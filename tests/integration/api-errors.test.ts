import { PrismaPg } from "@prisma/adapter-pg";
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { z } from "@/lib/zod";
import { ApiError, apiRoute, readJsonBody, toApiError } from "@/lib/api";
import { db } from "@/lib/db";
import { PrismaClient } from "@/lib/generated/prisma/client";

const schema = z.object({ name: z.string().min(1, "Le nom est requis") });

function post(body: string, headers: Record<string, string> = {}) {
  return new NextRequest("http://localhost/api/test", { method: "POST", body, headers });
}

const echo = apiRoute(async (request: NextRequest) =>
  Response.json({ success: true, data: await readJsonBody(request, schema, { maxBytes: 100 }) }),
);

describe("JSON API errors", () => {
  it("parse the body with the schema and drop unknown fields", async () => {
    const response = await echo(post(JSON.stringify({ name: "Awa", role: "admin" })), {});
    expect(await response.json()).toEqual({ success: true, data: { name: "Awa" } });
  });

  it("answer 400 with the schema's French message", async () => {
    const response = await echo(post(JSON.stringify({ name: "" })), {});
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      message: "Le nom est requis",
      error: "Le nom est requis",
      fieldErrors: { name: ["Le nom est requis"] },
    });
  });

  it("answer 400 to a body that is not JSON", async () => {
    const response = await echo(post("name=Awa"), {});
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe("Le corps de la requête doit être un objet JSON valide.");
  });

  it("answer 400 to an oversized body, declared or not, with a French message", async () => {
    const large = JSON.stringify({ name: "x".repeat(200) });
    const declared = await echo(post(large), {});
    expect(declared.status).toBe(400);
    expect((await declared.json()).message).toBe("La requête est trop volumineuse.");
    const stream = new ReadableStream({
      start: (controller) => (controller.enqueue(new TextEncoder().encode(large)), controller.close()),
    });
    const undeclared = new NextRequest(
      new Request("http://localhost/api/test", { method: "POST", body: stream, duplex: "half" } as RequestInit),
    );
    expect((await echo(undeclared, {})).status).toBe(400);
  });

  it("turn a missing row into 404 and a duplicate into 409", async () => {
    const missing = await db.blogCategory.delete({ where: { id: 999_999 } }).catch(toApiError);
    expect(missing).toMatchObject({ status: 404 });
    await db.blogCategory.create({ data: { name: "Dup", slug: "dup" } });
    const duplicate = await db.blogCategory.create({ data: { name: "Dup", slug: "dup-2" } }).catch(toApiError);
    expect(duplicate).toMatchObject({ status: 409 });
  });

  it("turn an unreachable database into 503, not 500", async () => {
    const unreachable = new PrismaClient({
      adapter: new PrismaPg({ connectionString: "postgresql://x:y@127.0.0.1:1/none", connectionTimeoutMillis: 1000 }),
    });
    const error = await unreachable.user.count().catch(toApiError);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503 });
  });
});
