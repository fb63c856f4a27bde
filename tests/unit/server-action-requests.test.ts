// Server-action requests checked before Next.js decodes them (lib/server-action-requests.ts, called by proxy.ts):
// what React's encodeReply makes of a form's values passes; an internal "use cache" function, a body Next.js cannot
// decode, another origin and an oversized body are refused with a 4xx. Over HTTP against the build:
// tests/e2e/hostile-input.spec.ts.
import { NextRequest } from "next/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { serverActionRefusal, serverReferenceKind } from "@/lib/server-action-requests";

const ACTION_ID = `00${"a".repeat(40)}`;
const CACHE_ID = `80${"b".repeat(40)}`;

beforeEach(() => {
  vi.stubEnv("DATABASE_URL", "postgresql://localhost/unused");
  vi.stubEnv("SITE_URL", "http://localhost:3000");
});

function call(body: BodyInit, headers: Record<string, string> = {}) {
  return new NextRequest("http://localhost:3000/admin/account", {
    method: "POST",
    headers: {
      host: "localhost:3000",
      origin: "http://localhost:3000",
      "next-action": ACTION_ID,
      "content-type": "text/plain;charset=UTF-8",
      ...headers,
    },
    body,
  });
}

function multipart(fields: Record<string, string>, headers: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const encoded = new Request("http://localhost/", { method: "POST", body: form });
  return call(encoded.body!, { "content-type": encoded.headers.get("content-type")!, ...headers });
}

const deep = (depth: number) => `[${"[".repeat(depth)}${"]".repeat(depth)}]`;

describe("server-action requests", () => {
  it("tells a server action's id from a 'use cache' function's, by the id's first byte", () => {
    expect(serverReferenceKind(ACTION_ID)).toBe("action");
    expect(serverReferenceKind(CACHE_ID)).toBe("use-cache");
    expect(serverReferenceKind("not-an-id")).toBeNull();
  });

  it.each([
    ["one plain object", '[{"code":"123456","tags":["a","b"],"n":3,"ok":true,"none":null}]'],
    [
      "React's tags for undefined, dates, escaped strings",
      '[{"a":"$undefined","d":"$D2026-01-01T00:00:00.000Z","s":"$$5"}]',
    ],
    ["a reference to the root", '[{"a":{"b":1},"c":"$0:0:a"}]'],
  ])("lets through %s", async (_case, body) => {
    expect(await serverActionRefusal(call(body))).toBeNull();
  });

  it("lets through a form's values as multipart parts, and a form posted without scripts", async () => {
    expect(await serverActionRefusal(multipart({ "0": '["$K1"]', "1_email": "a@b.ci" }))).toBeNull();
    expect(await serverActionRefusal(multipart({ "0": '["$@1"]', "1": '{"x":1}' }))).toBeNull();
    const withoutScripts = { [`$ACTION_ID_${ACTION_ID}`]: "", email: "a@b.ci" };
    expect(await serverActionRefusal(multipart(withoutScripts, { "next-action": "" }))).toMatchObject({ status: 400 });
    const form = multipart(withoutScripts);
    form.headers.delete("next-action");
    expect(await serverActionRefusal(form)).toBeNull();
  });

  it.each([
    ["a bare string", '"x"'],
    ["broken JSON", "{{{"],
    ["10,000 nested arrays", deep(10_000)],
    ["references to parts that do not exist", '["$@1","$F1"]'],
    ["a server reference as an argument", '["$h1"]'],
    ["an object instead of the arguments", '{"code":"1"}'],
  ])("refuses %s with a 400 in French", async (_case, body) => {
    expect(await serverActionRefusal(call(body))).toEqual({
      status: 400,
      message: expect.stringMatching(/^Requête invalide/),
    });
  });

  it("refuses a body over 1 MB (413), another origin, null or another port (403)", async () => {
    expect(await serverActionRefusal(call(`["${"x".repeat(1024 * 1024)}"]`))).toMatchObject({ status: 413 });
    for (const origin of ["https://site-malveillant.example", "null", "http://localhost:3001"])
      expect(await serverActionRefusal(call("[{}]", { origin }))).toMatchObject({ status: 403 });
  });

  it("refuses to run an internal 'use cache' function, called with Next-Action or by a form (404)", async () => {
    expect(await serverActionRefusal(call("[{}]", { "next-action": CACHE_ID }))).toEqual({
      status: 404,
      message: "Action introuvable.",
    });
    const byForm = multipart({ [`$ACTION_ID_${CACHE_ID}`]: "" });
    byForm.headers.delete("next-action");
    expect(await serverActionRefusal(byForm)).toMatchObject({ status: 404 });
    const bound = multipart({ $ACTION_REF_1: "", "$ACTION_1:0": JSON.stringify({ id: CACHE_ID, bound: null }) });
    bound.headers.delete("next-action");
    expect(await serverActionRefusal(bound)).toMatchObject({ status: 404 });
  });
});
