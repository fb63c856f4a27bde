import { beforeAll, describe, expect, it } from "vitest";
import { POST as markAsRead } from "@/app/api/activities/mark-as-read/route";
import { GET as unreadActivities } from "@/app/api/activities/unread/route";
import { GET as recentActivity } from "@/app/api/dashboard/recent-activity/route";
import { GET as stats } from "@/app/api/dashboard/stats/route";
import { GET as unreadMessages } from "@/app/api/messages/unread/route";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { apiRequest, createTestUser, routeContext } from "../helpers/auth";

let editor: SessionUser;
const get = async (handler: typeof unreadActivities, url: string) =>
  (await handler(await apiRequest(url, { as: editor }), routeContext())).json();

beforeAll(async () => {
  editor = await createTestUser("editor");
});

describe("bell: activities", () => {
  it("counts, lists the newest unread first (viewed=false&limit=5) and marks them all read", async () => {
    await db.activity.deleteMany();
    for (let index = 1; index <= 7; index += 1) {
      await db.activity.create({
        data: {
          type: "blog",
          title: `Article ${index}`,
          targetId: index,
          createdAt: new Date(Date.UTC(2026, 0, index)),
        },
      });
    }
    await db.activity.create({
      data: { type: "project", title: "Déjà lu", read: true, createdAt: new Date(Date.UTC(2026, 1, 1)) },
    });

    expect(await get(unreadActivities, "/api/activities/unread")).toEqual({ success: true, count: 7 });
    const bell = await get(recentActivity, "/api/dashboard/recent-activity?viewed=false&limit=5");
    expect(bell.success).toBe(true);
    expect(bell.activities.map((activity: { title: string }) => activity.title)).toEqual([
      "Article 7",
      "Article 6",
      "Article 5",
      "Article 4",
      "Article 3",
    ]);
    expect(bell.activities[0]).toEqual({
      id: expect.any(Number),
      type: "blog",
      title: "Article 7",
      description: null,
      targetId: 7,
      read: false,
      createdAt: "2026-01-07T00:00:00.000Z",
    });
    const recent = await get(recentActivity, "/api/dashboard/recent-activity?limit=8");
    expect(recent.activities[0].title).toBe("Déjà lu");

    const marked = await (
      await markAsRead(
        await apiRequest("/api/activities/mark-as-read", { method: "POST", as: editor, json: {} }),
        routeContext(),
      )
    ).json();
    expect(marked).toEqual({ success: true, affectedRows: 7, message: "7 activité(s) marquée(s) comme lue(s)." });
    expect(await get(unreadActivities, "/api/activities/unread")).toEqual({ success: true, count: 0 });
    expect((await get(recentActivity, "/api/dashboard/recent-activity?viewed=false&limit=5")).activities).toEqual([]);
  });

  it("answers 400 in French to a bad limit", async () => {
    const response = await recentActivity(
      await apiRequest("/api/dashboard/recent-activity?limit=abc", { as: editor }),
      routeContext(),
    );
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe("limit doit être un nombre");
  });
});

describe("bell: unread messages", () => {
  it("are the submitted contact and project requests not yet processed, newest first, five listed", async () => {
    await db.formConversion.deleteMany();
    const at = (day: number) => new Date(Date.UTC(2026, 2, day));
    await db.formConversion.createMany({
      data: [
        {
          formType: "contact",
          status: "completed",
          email: "awa@client.ci",
          data: { name: "Awa", subject: "Site vitrine", message: "Bonjour, ".repeat(30) },
          createdAt: at(1),
        },
        {
          formType: "project",
          status: "completed",
          email: "kofi@client.ci",
          data: JSON.stringify({ name: "Kofi", projectType: "Application mobile", description: "Une app" }),
          createdAt: at(2),
        },
        { formType: "contact", status: "completed", email: "x@client.ci", data: "{pas du json", createdAt: at(3) },
        {
          formType: "quote",
          status: "completed",
          email: "q@client.ci",
          data: { name: "Ama", description: "Devis" },
          createdAt: at(4),
        },
        {
          formType: "contact",
          status: "completed",
          email: "y@client.ci",
          data: { name: "Yao", subject: "Question", message: "?" },
          createdAt: at(5),
        },
        {
          formType: "contact",
          status: "completed",
          email: "z@client.ci",
          data: { name: "Zié", subject: "Rendez-vous", message: "Demain ?" },
          createdAt: at(6),
        },
        {
          formType: "contact",
          status: "processed",
          email: "p@client.ci",
          data: { name: "Traité", subject: "s", message: "m" },
          createdAt: at(7),
        },
        { formType: "contact", status: "started", email: "s@client.ci", createdAt: at(8) },
        { formType: "newsletter", status: "completed", email: "n@client.ci", createdAt: at(9) },
      ],
    });
    const answer = await get(unreadMessages, "/api/messages/unread");
    expect(answer.success).toBe(true);
    expect(answer.count).toBe(6);
    expect(answer.messages.map((message: { name: string }) => message.name)).toEqual([
      "Zié",
      "Yao",
      "Ama",
      "Inconnu",
      "Kofi",
    ]);
    const kofi = answer.messages.find((message: { name: string }) => message.name === "Kofi");
    expect(kofi).toEqual({
      id: expect.any(Number),
      name: "Kofi",
      email: "kofi@client.ci",
      subject: "Demande de projet : Application mobile",
      message: "Une app",
      createdAt: "2026-03-02T00:00:00.000Z",
    });
    expect(answer.messages.find((message: { name: string }) => message.name === "Inconnu").message).toBe(
      "Données du message manquantes ou corrompues.",
    );

    const awa = (await db.formConversion.findFirstOrThrow({ where: { email: "awa@client.ci" } })).id;
    await db.formConversion.updateMany({ where: { id: { not: awa } }, data: { status: "processed" } });
    const [only] = (await get(unreadMessages, "/api/messages/unread")).messages;
    expect(only.message).toHaveLength(103);
    expect(only.message.endsWith("...")).toBe(true);
  });
});

describe("GET /api/dashboard/stats", () => {
  it("counts projects and posts (drafts included), active administrators and unread messages", async () => {
    await db.project.create({
      data: {
        title: "Brouillon",
        category: "web",
        client: "C",
        date: "Mars 2026",
        about: "a",
        challenge: "c",
        solution: "s",
        results: "r",
        status: "draft",
      },
    });
    await db.blogPost.create({
      data: { title: "Brouillon", slug: "brouillon", excerpt: "e", content: "<p>c</p>", author: "A" },
    });
    await db.formConversion.deleteMany();
    await db.formConversion.create({
      data: { formType: "contact", status: "completed", data: { name: "N", subject: "S", message: "M" } },
    });
    // The only account is an editor: no active administrator.
    expect(await get(stats, "/api/dashboard/stats")).toEqual({ projects: 1, blogPosts: 1, users: 0, messages: 1 });
  });
});
