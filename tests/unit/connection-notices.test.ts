// The production server survives PostgreSQL's notice that it ended a connection, which node-postgres may throw with
// no one to catch it (server/connection-notices.ts), and only that.
import { describe, expect, it } from "vitest";
import { isConnectionTerminationNotice } from "../../server/connection-notices";

const notice = (fields: Record<string, unknown>) =>
  Object.assign(new Error("terminating connection due to administrator command"), fields);

describe("a connection's termination notice", () => {
  it("is PostgreSQL's FATAL 57P01, as an error or serialized", () => {
    expect(isConnectionTerminationNotice(notice({ code: "57P01", severity: "FATAL" }))).toBe(true);
    expect(isConnectionTerminationNotice({ code: "57P01", severity: "FATAL", message: "terminating" })).toBe(true);
  });

  it("is nothing else: another code, another severity, other errors", () => {
    expect(isConnectionTerminationNotice(notice({ code: "57P01", severity: "ERROR" }))).toBe(false);
    expect(isConnectionTerminationNotice(notice({ code: "23505", severity: "FATAL" }))).toBe(false);
    expect(isConnectionTerminationNotice(new Error("boom"))).toBe(false);
    expect(isConnectionTerminationNotice(null)).toBe(false);
    expect(isConnectionTerminationNotice("57P01")).toBe(false);
  });
});
