// The 'Newsletter' screen's data (lib/newsletter/admin.ts), its CSV export route and its import action, against
// this file's PostgreSQL database, signed in as each role where it matters.
import { beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("next/headers", async (original) =>
  (await import("../helpers/action-session")).withActionSession(await original()),
);
const { actAs } = await import("../helpers/action-session");
const { apiRequest, createTestUser, routeContext } = await import("../helpers/auth");
const { db } = await import("@/lib/db");
const { listSubscribers, SUBSCRIBERS_EXPORT_HEADERS } = await import("@/lib/newsletter/admin");
const { subscribersQuerySchema } = await import("@/lib/newsletter/schemas");
const { parseCsv } = await import("@/lib/csv");
const exportRoute = await import("@/app/api/newsletter/subscribers/export/route");
const { importSubscribersAction } = await import("@/app/admin/(shell)/newsletter/actions");

const DAY = 86_400_000;

beforeEach(async () => {
  await db.newsletterSubscriber.deleteMany();
});

const query = (values: Record<string, string> = {}) => subscribersQuerySchema.parse(values);

describe("the subscribers list", () => {
  it("shows each status, its source and dates, newest first; searches the address; filters by status; pages by 25", async () => {
    await db.newsletterSubscriber.createMany({
      data: [
        { email: "awa@exemple.ci", status: "confirmed", pageSource: "/blog", confirmedAt: new Date() },
        { email: "koffi@lagune.ci", status: "pending", pageSource: "/blog/mon-article" },
        { email: "yao@exemple.ci", status: "unsubscribed", unsubscribedAt: new Date() },
        { email: "retour@exemple.ci", status: "bounced", bouncedAt: new Date(), consentNote: "Salon Digital 2026" },
      ],
    });
    const all = await listSubscribers(query());
    expect(all.subscribers.map((row) => [row.email, row.status, row.source])).toEqual([
      ["retour@exemple.ci", "bounced", "Import : Salon Digital 2026"],
      ["yao@exemple.ci", "unsubscribed", "Formulaire du site"],
      ["koffi@lagune.ci", "pending", "/blog/mon-article"],
      ["awa@exemple.ci", "confirmed", "/blog"],
    ]);
    expect(all.counts).toEqual({ pending: 1, confirmed: 1, unsubscribed: 1, bounced: 1 });
    expect((await listSubscribers(query({ search: "EXEMPLE" }))).pagination.total).toBe(3);
    expect((await listSubscribers(query({ status: "pending" }))).subscribers.map((row) => row.email)).toEqual([
      "koffi@lagune.ci",
    ]);

    await db.newsletterSubscriber.createMany({
      data: Array.from({ length: 30 }, (_, index) => ({
        email: `lecteur${index}@exemple.ci`,
        status: "confirmed" as const,
      })),
    });
    const second = await listSubscribers(query({ page: "2" }));
    expect(second.pagination).toEqual({ total: 34, page: 2, limit: 25, totalPages: 2 });
    expect(second.subscribers).toHaveLength(9);
  });

  it("refuses a status it does not know with a French message (the page falls back to every status)", () => {
    expect(subscribersQuerySchema.safeParse({ status: "spam" }).error?.issues[0]?.message).toBe(
      "Le statut doit être pending, confirmed, unsubscribed ou bounced.",
    );
  });
});

describe("GET /api/newsletter/subscribers/export", () => {
  it("streams the view as CSV with a BOM and French headers, a cell a spreadsheet would run as a formula made text", async () => {
    const reader = await createTestUser("user");
    await db.newsletterSubscriber.createMany({
      data: [
        { email: "awa@exemple.ci", status: "confirmed", pageSource: "/blog", createdAt: new Date(Date.now() - DAY) },
        // A page address as a client could send it: it must reach the spreadsheet as text.
        { email: "formule@exemple.ci", status: "confirmed", pageSource: '=HYPERLINK("http://x","clic")' },
        { email: "parti@exemple.ci", status: "unsubscribed" },
      ],
    });
    const response = await exportRoute.GET(
      await apiRequest("/api/newsletter/subscribers/export?status=confirmed", { as: reader }),
      routeContext(),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="newsletter-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    // Read as bytes: Response.text() drops the BOM that spreadsheets need.
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(text.startsWith("\uFEFF")).toBe(true);
    const [headers, ...rows] = parseCsv(text);
    expect(headers).toEqual([...SUBSCRIBERS_EXPORT_HEADERS]);
    expect(rows.map((row) => row.slice(0, 3))).toEqual([
      ["formule@exemple.ci", "Confirmé", `'=HYPERLINK("http://x","clic")`],
      ["awa@exemple.ci", "Confirmé", "/blog"],
    ]);
    expect(text).not.toContain("parti@exemple.ci");
  });

  it("asks for a session (401) and refuses a bad status with a French 400", async () => {
    expect((await exportRoute.GET(await apiRequest("/api/newsletter/subscribers/export"), routeContext())).status).toBe(
      401,
    );
    const response = await exportRoute.GET(
      await apiRequest("/api/newsletter/subscribers/export?status=tous", { as: await createTestUser("admin") }),
      routeContext(),
    );
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe("Le statut doit être pending, confirmed, unsubscribed ou bounced.");
  });
});

describe("'Importer des abonnés'", () => {
  it("adds a CSV's valid addresses as confirmed with their consent note, leaves listed ones (an unsubscribed one stays so), reports bad lines, and records who did it", async () => {
    const editor = await createTestUser("editor");
    await actAs(editor);
    await db.newsletterSubscriber.create({ data: { email: "parti@exemple.ci", status: "unsubscribed" } });
    const csv =
      "\uFEFFNom;E-mail\r\nAwa;Awa@Exemple.ci\r\nYao;parti@exemple.ci\r\nErreur;pas-une-adresse\r\nKoffi;koffi@lagune.ci\r\n";
    const result = await importSubscribersAction({ csv, consentNote: "Inscrits au salon Digital Abidjan, 12/10/2026" });
    expect(result).toEqual({
      ok: true,
      data: { imported: 2, alreadyListed: 1, invalid: 1, invalidLines: [4] },
    });
    expect(
      await db.newsletterSubscriber.findMany({
        orderBy: { email: "asc" },
        select: { email: true, status: true, consentNote: true },
      }),
    ).toEqual([
      { email: "awa@exemple.ci", status: "confirmed", consentNote: "Inscrits au salon Digital Abidjan, 12/10/2026" },
      { email: "koffi@lagune.ci", status: "confirmed", consentNote: "Inscrits au salon Digital Abidjan, 12/10/2026" },
      { email: "parti@exemple.ci", status: "unsubscribed", consentNote: null },
    ]);
    expect(await db.activity.findFirst({ where: { type: "newsletter" }, orderBy: { id: "desc" } })).toMatchObject({
      title: "2 abonné(s) importé(s) dans la newsletter",
      description: "Consentement : Inscrits au salon Digital Abidjan, 12/10/2026",
      actorId: editor.id,
    });
  });

  it("requires the consent note and a file with an address, in French, and refuses a reader's role", async () => {
    await actAs(await createTestUser("editor"));
    expect(await importSubscribersAction({ csv: "a@exemple.ci", consentNote: "" })).toMatchObject({
      ok: false,
      fieldErrors: { consentNote: ["Indiquez d'où vient le consentement de ces adresses (10 caractères au moins)."] },
    });
    expect(
      await importSubscribersAction({ csv: "E-mail\npersonne\n", consentNote: "Formulaire papier du salon" }),
    ).toMatchObject({ ok: false, error: "Aucune adresse e-mail valide dans ce fichier." });
    // What a hand-made call may send: the action parses it like any input.
    const withoutFile = { consentNote: "Formulaire papier du salon" } as Parameters<typeof importSubscribersAction>[0];
    expect(await importSubscribersAction(withoutFile)).toMatchObject({
      ok: false,
      fieldErrors: { csv: ["Le fichier CSV est requis."] },
    });

    await actAs(await createTestUser("user"));
    expect(
      await importSubscribersAction({ csv: "a@exemple.ci", consentNote: "Formulaire papier du salon" }),
    ).toMatchObject({ ok: false });
    expect(await db.newsletterSubscriber.count()).toBe(0);
  });
});
