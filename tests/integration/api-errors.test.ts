import { PrismaPg } from "@prisma/adapter-pg";
import { NextRequest } from "next/server";
import pg from "pg";
import { describe, expect, inject, it, vi } from "vitest";
import { z } from "@/lib/zod";
import { ApiError, apiRoute, parseIdParam, readJsonBody, toApiError } from "@/lib/api";
import { db } from "@/lib/db";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { POST as postContact } from "@/app/api/contact/route";
import { apiRequest, routeContext } from "../helpers/auth";
import { setDatabaseAvailable, terminateConnections } from "../helpers/outage";

const schema = z.object({ name: z.string().min(1, "Le nom est requis") });

function post(body: string, headers: Record<string, string> = {}) {
  return new NextRequest("http://localhost/api/test", {
    method: "POST",
    body,
    headers: { "content-type": "application/json", ...headers },
  });
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
      new Request("http://localhost/api/test", {
        method: "POST",
        body: stream,
        duplex: "half",
        headers: { "content-type": "application/json" },
      } as RequestInit),
    );
    expect((await echo(undeclared, {})).status).toBe(400);
  });

  it('answer 404 to an id segment that names no row, "012" included (the one id rule of lib/ids.ts)', async () => {
    const byId = apiRoute(async (_request: NextRequest, { id }: { id: string }) =>
      Response.json({ id: parseIdParam(id, "Message introuvable.") }),
    );
    const get = (id: string) => byId(new NextRequest(`http://localhost/api/test/${id}`), { id });
    expect(await (await get("12")).json()).toEqual({ id: 12 });
    for (const id of ["012", "0", "1e3", "abc", "2147483648"]) {
      const response = await get(id);
      expect(response.status).toBe(404);
      expect((await response.json()).message).toBe("Message introuvable.");
    }
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

  it("turn the pg driver's broken-connection errors, which have no code, into 503", () => {
    for (const message of [
      "Client has encountered a connection error and is not queryable",
      "Connection terminated unexpectedly",
      "timeout exceeded when trying to connect",
    ])
      expect(toApiError(new Error(message))).toMatchObject({ status: 503 });
    expect(toApiError(new Error("Something else"))).toMatchObject({ status: 500 });
  });
});

/** Runs `work` while this file's database kills every query that waits on a lock of `table` (pg_terminate_backend). */
async function killedMidQuery<T>(table: string, work: () => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: inject("postgresAdminUrl") });
  const locker = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await Promise.all([admin.connect(), locker.connect()]);
  const database = new URL(process.env.DATABASE_URL!).pathname.slice(1);
  try {
    await locker.query(`BEGIN; LOCK TABLE ${table} IN ACCESS EXCLUSIVE MODE`);
    const pending = work();
    await vi.waitFor(
      async () => {
        const { rowCount } = await admin.query(
          "SELECT 1 FROM pg_stat_activity WHERE datname = $1 AND wait_event_type = 'Lock'",
          [database],
        );
        expect(rowCount).toBeGreaterThan(0);
      },
      { timeout: 30_000, interval: 50 },
    );
    await admin.query(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND wait_event_type = 'Lock'",
      [database],
    );
    return await pending;
  } finally {
    await locker.query("ROLLBACK").catch(() => {});
    await Promise.all([admin.end(), locker.end()]);
  }
}

describe("a database connection killed in the middle of a request", () => {
  it("fails a model query with Prisma's P2039 (57P01 under meta.driverAdapterError), which is a 503", async () => {
    const error = await killedMidQuery("users", () =>
      db.user.count().then(
        () => null,
        (caught: unknown) => caught,
      ),
    );
    expect(error).toMatchObject({ code: "P2039" });
    expect(JSON.stringify((error as { meta: unknown }).meta)).toContain("57P01");
    expect(toApiError(error)).toMatchObject({ status: 503 });
  });

  it("answers the visitor's form with the French 503, not a 500, and the next request goes through", async () => {
    const post = async (name: string) =>
      postContact(
        await apiRequest("/api/contact", {
          method: "POST",
          json: { name, email: "awa@exemple.ci", subject: "Coupure", message: "Un message pendant la coupure." },
          headers: { "x-forwarded-for": `10.40.0.${name.length}` },
        }),
        routeContext(),
      );
    const cut = await killedMidQuery("form_conversions", () => post("Awa Coupure"));
    expect(cut.status).toBe(503);
    expect(await cut.json()).toMatchObject({
      success: false,
      message: "Le service est momentanément indisponible. Veuillez réessayer plus tard.",
    });
    expect((await post("Awa Reprise")).status).toBe(200);
  });

  it("answers only 200 or 503 to a burst of forms over a database restart, and keeps every form it accepted", async () => {
    const outage = { adminUrl: inject("postgresAdminUrl"), databaseUrl: process.env.DATABASE_URL! };
    const email = "redemarrage@exemple.ci";
    const send = async (index: number) =>
      (
        await postContact(
          await apiRequest("/api/contact", {
            method: "POST",
            json: { name: `Charge ${index}`, email, subject: "Redémarrage", message: `Message ${index} sous charge.` },
            headers: { "x-forwarded-for": `10.41.${Math.floor(index / 250)}.${index % 250}` },
          }),
          routeContext(),
        )
      ).status;
    const statuses: number[] = [];
    let running = true;
    const workers = Array.from({ length: 8 }, async (_, worker) => {
      for (let index = worker; running; index += 8) statuses.push(await send(index));
    });
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    try {
      await pause(500);
      // Down (open connections cut with 57P01, new ones refused), then up again: as a PostgreSQL restart.
      await setDatabaseAvailable(false, outage);
      await pause(1_000);
    } finally {
      await setDatabaseAvailable(true, outage);
    }
    const resumedAt = statuses.length;
    await pause(1_500);
    running = false;
    await Promise.all(workers);

    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    expect(statuses).toContain(503);
    // Writes resume without a restart: the last answers are all 200.
    expect(statuses.slice(resumedAt).slice(-8)).toEqual(Array(8).fill(200));
    const accepted = statuses.filter((status) => status === 200).length;
    expect(await db.formConversion.count({ where: { email } })).toBeGreaterThanOrEqual(accepted);
  });

  it("answers 503 while every connection is cut, however the driver reports it", async () => {
    const admin = new pg.Client({ connectionString: inject("postgresAdminUrl") });
    await admin.connect();
    try {
      await db.user.count();
      await terminateConnections(admin, new URL(process.env.DATABASE_URL!).pathname.slice(1));
      // The pool still holds the killed connections: the first query on each fails, in whichever way.
      const errors = await Promise.all(
        Array.from({ length: 5 }, () => db.$queryRaw`SELECT 1`.then(() => null, toApiError)),
      );
      for (const error of errors) if (error) expect(error).toMatchObject({ status: 503 });
    } finally {
      await admin.end();
    }
  });
});
