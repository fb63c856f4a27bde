// The lanes through which reads reach Next.js (server/admission.ts): who waits, who is refused, who is never held.
import { EventEmitter } from "node:events";
import type { IncomingMessage, ServerResponse } from "node:http";
import { describe, expect, test } from "vitest";
import { Admission, laneLimits, laneOf } from "../../server/admission";

const request = (method: string, url: string, cookie?: string) =>
  ({ method, url, headers: cookie ? { cookie } : {} }) as unknown as IncomingMessage;

/** A response that closes when told to (Node emits `close` once the answer is sent, or the client went away). */
const response = () => new EventEmitter() as unknown as ServerResponse & { emit(event: "close"): boolean };

describe("laneOf", () => {
  test("never holds a write, the health and readiness probes, nor the image optimizer", () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"])
      expect(laneOf(request(method, "/api/contact"))).toBe(undefined);
    expect(laneOf(request("GET", "/api/health"))).toBe(undefined);
    expect(laneOf(request("GET", "/api/ready?x=1"))).toBe(undefined);
    expect(laneOf(request("GET", "/_next/image?url=%2Fimages%2Fa.webp&w=640&q=75")), "the image optimizer").toBe(
      undefined,
    );
  });

  test("puts reads with a back-office session cookie in the staff lane, the others in the public one", () => {
    expect(laneOf(request("GET", "/admin/dashboard", "theme=dark; next-auth.session-token=abc"))).toBe("staff");
    expect(laneOf(request("GET", "/admin/dashboard", "__Secure-next-auth.session-token.0=abc"))).toBe("staff");
    expect(laneOf(request("HEAD", "/blog/recherche/mots", "theme=dark"))).toBe("public");
    expect(laneOf(request("GET", "/api/healthy"))).toBe("public");
  });
});

describe("a lane", () => {
  const limits = { public: { concurrency: 1, queue: 1, maxWaitMs: 200 }, staff: laneLimits({}).staff };

  test("lets its concurrency in at once, queues the next one until a place frees, refuses past its queue", async () => {
    const admission = new Admission(limits);
    const first = response();
    expect(admission.admit(request("GET", "/a"), first)).toBe(true);
    const waiting = admission.admit(request("GET", "/b"), response());
    expect(waiting).toBeInstanceOf(Promise);
    expect(admission.admit(request("GET", "/c"), response()), "the queue is full").toBe(false);
    expect(admission.admit(request("POST", "/api/contact"), response()), "a write is never held").toBe(true);
    expect(admission.admit(request("GET", "/admin", "next-auth.session-token=x"), response()), "another lane").toBe(
      true,
    );
    first.emit("close");
    expect(await waiting).toBe(true);
    expect(admission.lanes.public.running).toBe(1);
  });

  test("refuses a request that waited longer than its lane allows, and forgets one whose client went away", async () => {
    const admission = new Admission(limits);
    const running = response();
    admission.admit(request("GET", "/a"), running);
    const started = Date.now();
    expect(await admission.admit(request("GET", "/b"), response())).toBe(false);
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    const gone = response();
    const left = admission.admit(request("GET", "/c"), gone);
    gone.emit("close");
    expect(await left).toBe(false);
    expect(admission.lanes.public.waiting).toBe(0);
    running.emit("close");
    expect(admission.lanes.public.running).toBe(0);
  });
});

describe("laneLimits", () => {
  test("reads the environment, and keeps the defaults for what is missing or not a positive number", () => {
    const limits = laneLimits({ RENDER_CONCURRENCY: "3", RENDER_QUEUE: "-1", STAFF_QUEUE_WAIT_MS: "x" });
    expect(limits.public.concurrency).toBe(3);
    expect(limits.public.queue).toBe(laneLimits({}).public.queue);
    expect(limits.staff.maxWaitMs).toBe(laneLimits({}).staff.maxWaitMs);
  });
});
