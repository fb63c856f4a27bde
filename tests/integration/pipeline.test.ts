// The pipeline's board, its dashboard figures and the inbox's CSV export (issue 27), against PostgreSQL: the domain
// functions on known rows, and the route handlers as a browser calls them.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import type { FormType, LeadStage } from "@/lib/generated/prisma/enums";
import { loadPipelineBoard, PIPELINE_WHERE } from "@/lib/leads/board";
import { EXPORT_HEADERS, exportInboxCsv } from "@/lib/leads/export";
import { pipelineStats } from "@/lib/leads/stats";
import { listInbox } from "@/lib/messages/inbox";
import { conversionSearchText } from "@/lib/messages/rules";
import { inboxExportQuerySchema, inboxQuerySchema } from "@/lib/messages/schemas";
import * as boardRoute from "@/app/api/leads/board/route";
import * as exportRoute from "@/app/api/form-conversions/export/route";
import * as listRoute from "@/app/api/form-conversions/route";
import * as statsRoute from "@/app/api/dashboard/pipeline-stats/route";
import { apiRequest, createTestUser, routeContext } from "../helpers/auth";

const DAY = 86_400_000;
const NOW = new Date();
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);

interface Lead {
  name: string;
  formType?: FormType;
  status?: "completed" | "processed" | "started";
  stage?: LeadStage;
  value?: number | null;
  createdAt?: Date;
  stageChangedAt?: Date | null;
  spam?: boolean;
  ownerId?: number | null;
  followUpAt?: Date | null;
  utmSource?: string | null;
  referrer?: string | null;
  company?: string;
  phone?: string;
  email?: string;
}

async function lead(fields: Lead) {
  const formType = fields.formType ?? "quote";
  const email = fields.email ?? `${fields.name.toLowerCase().replace(/\W+/g, ".")}@exemple.ci`;
  const data =
    formType === "contact"
      ? { name: fields.name, email, subject: "Question", message: "Bonjour, une question." }
      : {
          name: fields.name,
          email,
          company: fields.company,
          phone: fields.phone,
          projectType: "Développement Web",
          budget: "2 000 € - 5 000 €",
          description: "Un site vitrine.",
        };
  const createdAt = fields.createdAt ?? daysAgo(1);
  return db.formConversion.create({
    data: {
      formType,
      status: fields.status ?? "completed",
      email,
      data,
      searchText: conversionSearchText(formType, email, data),
      createdAt,
      completedAt: fields.status === "started" ? null : createdAt,
      stage: fields.stage ?? "new",
      stageChangedAt: fields.stageChangedAt ?? (fields.stage && fields.stage !== "new" ? createdAt : null),
      estimatedValue: fields.value ?? null,
      spamAt: fields.spam ? createdAt : null,
      ownerId: fields.ownerId ?? null,
      followUpAt: fields.followUpAt ?? null,
      utmSource: fields.utmSource ?? null,
      referrer: fields.referrer ?? null,
    },
  });
}

let editor: Awaited<ReturnType<typeof createTestUser>>;
const ids: Record<string, number> = {};

beforeAll(async () => {
  editor = await createTestUser("editor", { username: "Aïcha Commerciale" });
  const rows: Lead[] = [
    { name: "Awa Koné", stage: "new", value: 1_000_000, ownerId: editor.id, utmSource: "Facebook" },
    { name: "Koffi Yao", stage: "new", value: 2_500_000, referrer: "https://www.google.com/search?q=agence" },
    { name: "Mariam Traoré", stage: "contacted", value: 500_000, followUpAt: daysAgo(2) },
    { name: "Jean Kouassi", stage: "contacted", formType: "contact", followUpAt: new Date(NOW.getTime() + 10 * DAY) },
    { name: "Fatou Diallo", stage: "quote_sent", value: 3_000_000, referrer: "https://www.linkedin.com/feed/" },
    { name: "Yao Gagné", stage: "won", value: 4_000_000, utmSource: "facebook", stageChangedAt: daysAgo(3) },
    { name: "Ancien Gagné", stage: "won", value: 9_000_000, createdAt: daysAgo(200), stageChangedAt: daysAgo(150) },
    { name: "Ama Perdue", stage: "lost", value: 700_000, stageChangedAt: daysAgo(2) },
    { name: "Spam Bot", stage: "new", value: 99_000_000, spam: true, followUpAt: daysAgo(1) },
    { name: "Abonné Newsletter", formType: "newsletter", stage: "new" },
    { name: "Formulaire Commencé", status: "started", stage: "new", value: 5_000 },
    { name: "Ancien Nouveau", stage: "new", createdAt: daysAgo(100) },
  ];
  for (const row of rows) ids[row.name] = (await lead(row)).id;
});

describe("the pipeline board", () => {
  it("has a column per stage in order, with counts and totals of the pipeline's requests only (no spam, newsletter or unsent form)", async () => {
    const columns = await loadPipelineBoard();
    expect(columns.map((column) => [column.stage, column.count, column.total])).toEqual([
      ["new", 3, 3_500_000],
      ["contacted", 2, 500_000],
      ["quote_sent", 1, 3_000_000],
      ["won", 2, 13_000_000],
      ["lost", 1, 700_000],
    ]);
    // The SQL of the totals and the Prisma filter of the cards name the same rows.
    expect(await db.formConversion.count({ where: PIPELINE_WHERE })).toBe(
      columns.reduce((sum, column) => sum + column.count, 0),
    );
    const names = columns.flatMap((column) => column.cards.map((card) => card.name));
    expect(names).not.toContain("Spam Bot");
    expect(names).not.toContain("Abonné Newsletter");
    expect(names).not.toContain("Formulaire Commencé");
  });

  it("shows each column's newest cards first, at most the limit, with name, company, value and owner", async () => {
    const [newColumn] = await loadPipelineBoard(2);
    expect(newColumn!.count).toBe(3);
    expect(newColumn!.cards.map((card) => card.name)).toEqual(["Koffi Yao", "Awa Koné"]);
    expect(newColumn!.cards[1]).toMatchObject({ formType: "quote", value: 1_000_000, owner: "Aïcha Commerciale" });
  });

  it("answers GET /api/leads/board with the same columns", async () => {
    const response = await boardRoute.GET(await apiRequest("/api/leads/board", { as: editor }), routeContext());
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.columns.map((column: { count: number }) => column.count)).toEqual([3, 2, 1, 2, 1]);
  });
});

describe("the dashboard's pipeline figures", () => {
  it("counts the period's requests per stage, decisions by their date, the win rate and the value won", async () => {
    const stats = await pipelineStats("30", NOW);
    expect(stats.perStage).toEqual([
      { stage: "new", count: 2 },
      { stage: "contacted", count: 2 },
      { stage: "quote_sent", count: 1 },
      { stage: "won", count: 1 },
      { stage: "lost", count: 1 },
    ]);
    expect(stats).toMatchObject({ won: 1, lost: 1, winRate: 50, valueWon: 4_000_000, spam: 1 });
    const allTime = await pipelineStats("all", NOW);
    expect(allTime).toMatchObject({ won: 2, lost: 1, winRate: 66.7, valueWon: 13_000_000 });
  });

  it("groups requests and wins by source: utm_source, else the referrer's host, else 'Direct'", async () => {
    const { bySource } = await pipelineStats("30", NOW);
    expect(bySource).toEqual([
      { source: "Direct", requests: 3, won: 0, rate: 0 },
      { source: "facebook", requests: 2, won: 1, rate: 50 },
      { source: "google.com", requests: 1, won: 0, rate: 0 },
      { source: "linkedin.com", requests: 1, won: 0, rate: 0 },
    ]);
  });

  it("answers GET /api/dashboard/pipeline-stats for the period, and refuses an unknown period with a French 400", async () => {
    const ok = await statsRoute.GET(
      await apiRequest("/api/dashboard/pipeline-stats?period=7", { as: editor }),
      routeContext(),
    );
    expect(ok.status).toBe(200);
    const body = await ok.json();
    expect(body.stats).toMatchObject({ won: 1, lost: 1, winRate: 50 });
    // 'À relancer aujourd'hui': open requests due today or overdue, spam excluded (lib/leads followUpsDue).
    expect(body.followUps.count).toBe(1);
    expect(body.followUps.leads).toEqual([expect.objectContaining({ name: "Mariam Traoré", overdue: true })]);
    const bad = await statsRoute.GET(
      await apiRequest("/api/dashboard/pipeline-stats?period=12", { as: editor }),
      routeContext(),
    );
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toMatch(/Période inconnue/);
  });
});

describe("the inbox's stage filter", () => {
  it("filters the list by stage, in the domain and in GET /api/form-conversions", async () => {
    const { messages } = await listInbox(inboxQuerySchema.parse({ stage: "won" }), editor.id);
    expect(messages.map((message) => message.data.name).sort()).toEqual(["Ancien Gagné", "Yao Gagné"]);
    const response = await listRoute.GET(
      await apiRequest("/api/form-conversions?stage=contacted", { as: editor }),
      routeContext(),
    );
    expect(response.headers.get("x-total-count")).toBe("2");
    expect((await response.json()).messages).toHaveLength(2);
    const bad = await listRoute.GET(
      await apiRequest("/api/form-conversions?stage=signed", { as: editor }),
      routeContext(),
    );
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toMatch(/Étape inconnue/);
  });
});

/** RFC 4180 read back: quoted fields with doubled quotes, commas and line breaks inside; CRLF between records. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted && char === '"' && text[index + 1] === '"') {
      field += '"';
      index += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ",") {
      record.push(field);
      field = "";
    } else if (!quoted && char === "\r" && text[index + 1] === "\n") {
      record.push(field);
      records.push(record);
      record = [];
      field = "";
      index += 1;
    } else {
      field += char;
    }
  }
  expect(field, "the file ends with CRLF").toBe("");
  return records;
}

async function download(query: string, as = editor) {
  const response = await exportRoute.GET(
    await apiRequest(`/api/form-conversions/export${query}`, { as }),
    routeContext(),
  );
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

describe("the CSV export", () => {
  it("downloads UTF-8 with a BOM and French headers, one line per request, fields escaped and formulas neutralised", async () => {
    const tricky = await lead({
      name: 'Kouamé "Le Boss", N\'Guessan',
      company: '=HYPERLINK("http://evil")',
      phone: "+225 07 07 07 07",
      email: "kb@exemple.ci",
      stage: "quote_sent",
      value: 1_200_000,
      utmSource: "google",
      ownerId: editor.id,
      createdAt: new Date("2025-03-05T14:30:00Z"),
    });
    await db.formConversion.update({
      where: { id: tricky.id },
      data: {
        data: {
          name: 'Kouamé "Le Boss", N\'Guessan',
          company: '=HYPERLINK("http://evil")',
          phone: "+225 07 07 07 07",
          budget: "> 10 000 €",
          description: "Ligne 1\nLigne 2",
          projectType: "Autre",
          email: "kb@exemple.ci",
        },
        utmMedium: "cpc",
        utmCampaign: "lancement",
      },
    });
    const { response, bytes } = await download("?status=received&search=kouam");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="messages-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes);
    const [headers, ...rows] = parseCsv(text.slice(1));
    expect(headers).toEqual([...EXPORT_HEADERS]);
    expect(headers).toContain("Étape");
    expect(rows).toEqual([
      [
        "05/03/2025 14:30",
        "Devis",
        "Nouveau",
        "Devis envoyé",
        'Kouamé "Le Boss", N\'Guessan',
        "kb@exemple.ci",
        '\'=HYPERLINK("http://evil")',
        "'+225 07 07 07 07",
        "> 10 000 €",
        "1200000",
        "Aïcha Commerciale",
        "google",
        "google / cpc / lancement",
      ],
    ]);
    await db.formConversion.delete({ where: { id: tricky.id } });
  });

  it("exports the filtered list, every page: the stage, type and status filters apply", async () => {
    const names = async (query: string) =>
      parseCsv(new TextDecoder().decode((await download(query)).bytes))
        .slice(1)
        .map((row) => row[4]);
    expect(await names("?status=received&stage=won")).toEqual(["Yao Gagné", "Ancien Gagné"]);
    expect(await names("?status=received&type=contact")).toEqual(["Jean Kouassi"]);
    // Newest first, as the list; spam only when asked for, as in the inbox; newsletters never were messages.
    expect(await names("?status=received&stage=new")).toEqual(["Koffi Yao", "Awa Koné", "Ancien Nouveau"]);
    expect(await names("?status=received&spam=only")).toEqual(["Spam Bot"]);
    expect(await names("?status=received&owner=me")).toEqual(["Awa Koné"]);
    expect(await names("?status=started")).toEqual(["Formulaire Commencé"]);
  });

  it("reads the rows in batches, keyset-paged without skipping or repeating rows that share a date", async () => {
    const sameTime = daysAgo(5);
    for (const name of ["Lot Un", "Lot Deux", "Lot Trois"]) await lead({ name, stage: "lost", createdAt: sameTime });
    const chunks: string[] = [];
    for await (const chunk of exportInboxCsv(
      inboxExportQuerySchema.parse({ stage: "lost", status: "received" }),
      editor.id,
      db,
      2,
    ))
      chunks.push(chunk);
    expect(chunks).toHaveLength(1 + 2);
    const rows = parseCsv(chunks.join("").slice(1)).slice(1);
    expect(rows.map((row) => row[4]).sort()).toEqual(["Ama Perdue", "Lot Deux", "Lot Trois", "Lot Un"]);
  });

  it("refuses a bad filter with a French 400 rather than exporting something else", async () => {
    const { response } = await download("?type=newsletter");
    expect(response.status).toBe(400);
  });
});
