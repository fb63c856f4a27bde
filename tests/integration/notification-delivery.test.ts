// The agency's notifications against a real SMTP server and this file's own PostgreSQL database, taken down in the
// middle of a send: each request is mailed once, never twice; a backlog goes out as soon as the database or the
// mail server is back; failures are logged and shown on the dashboard.
import { afterAll, beforeEach, describe, expect, inject, it, vi } from "vitest";
import { setDatabaseAvailable } from "../helpers/outage";
import { startTestSmtpServer } from "../helpers/smtp";
import { clientAddresses } from "../helpers/client-addresses";

// The mail settings must be in place before the modules read the configuration.
const smtp = await startTestSmtpServer();
process.env.SMTP_HOST = "127.0.0.1";
process.env.SMTP_PORT = String(smtp.port);
process.env.AGENCY_INBOX = "equipe@agence.test";
const { db } = await import("@/lib/db");
const messages = await import("@/lib/messages");
const { mailAlerts, NOTIFICATION_GIVE_UP_HOURS } = await import("@/lib/messages/rules");
const { POST: postContact } = await import("@/app/api/contact/route");
const { apiRequest, routeContext } = await import("../helpers/auth");
const { backgroundWorkDone } = await import("@/lib/production-server");
afterAll(() => smtp.stop());

const database = { adminUrl: inject("postgresAdminUrl"), databaseUrl: process.env.DATABASE_URL! };

beforeEach(async () => {
  // A delivery the previous test's submissions started may still be running: it would take this test's
  // notifications in its next pass (seen: two notifications tried in one failing pass instead of one).
  await backgroundWorkDone();
  await db.formConversion.deleteMany();
  smtp.received.length = 0;
  smtp.failing = false;
  smtp.delayMs = 0;
  smtp.beforeAccept = undefined;
});

/** Stores `count` contact messages whose notifications wait in the queue, as submissions do. */
async function queueContacts(count: number, subject: (index: number) => string) {
  await db.formConversion.createMany({
    data: Array.from({ length: count }, (_, index) => ({
      formType: "contact" as const,
      status: "completed" as const,
      email: `visiteur${index}@exemple.ci`,
      data: { name: `Visiteur ${index}`, email: `visiteur${index}@exemple.ci`, subject: subject(index), message: "?" },
      completedAt: new Date(),
      mailStatus: "pending" as const,
    })),
  });
}

const mailsAbout = (subject: string) =>
  smtp.received.filter((mail) => mail.subject === `Nouveau message de contact : ${subject}`);

describe("agency notifications", () => {
  it("are sent once and recorded under their claim; a notification already sent is never sent again", async () => {
    await queueContacts(1, () => "Une seule fois");
    expect(await messages.deliverPendingNotifications()).toEqual({ sent: 1, failed: 0, unrecorded: 0 });
    expect(await messages.deliverPendingNotifications()).toEqual({ sent: 0, failed: 0, unrecorded: 0 });
    expect(mailsAbout("Une seule fois")).toHaveLength(1);
    expect(await db.formConversion.findFirstOrThrow()).toMatchObject({
      mailStatus: "sent",
      mailAttempts: 1,
      mailClaimToken: null,
      mailSentAt: expect.any(Date),
    });
  });

  it("are claimed even when another write holds their row at that instant (the receipt's, sent after the same form)", async () => {
    await queueContacts(1, () => "Ligne occupée");
    const { id } = await db.formConversion.findFirstOrThrow();
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let rowLocked!: () => void;
    const locked = new Promise<void>((resolve) => (rowLocked = resolve));
    const receipt = db.$transaction(async (tx) => {
      await tx.$executeRaw`UPDATE form_conversions SET receipt_mailed_at = now() WHERE id = ${id}`;
      rowLocked();
      await released;
    });
    await locked;
    const delivery = messages.deliverPendingNotifications();
    setTimeout(release, 150);
    // SKIP LOCKED alone found nothing to claim here, and the notification waited for the queue's next tick.
    expect(await delivery).toEqual({ sent: 1, failed: 0, unrecorded: 0 });
    await receipt;
    expect(mailsAbout("Ligne occupée")).toHaveLength(1);
  });

  it("are recorded as sent when the database fails during the send and comes back within the recording window", async () => {
    await queueContacts(1, () => "Panne courte");
    smtp.beforeAccept = async () => {
      smtp.beforeAccept = undefined;
      await setDatabaseAvailable(false, database);
      setTimeout(() => void setDatabaseAvailable(true, database), 1_500);
    };
    expect(await messages.deliverPendingNotifications()).toEqual({ sent: 1, failed: 0, unrecorded: 0 });
    expect(await db.formConversion.findFirstOrThrow()).toMatchObject({ mailStatus: "sent", mailAttempts: 1 });
    expect(await messages.deliverPendingNotifications()).toMatchObject({ sent: 0 });
    expect(mailsAbout("Panne courte")).toHaveLength(1);
  });

  it("are never sent twice when the database stays down after the send: left claimed, then marked 'unknown'", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      await queueContacts(1, () => "Panne longue");
      smtp.beforeAccept = async () => {
        smtp.beforeAccept = undefined;
        await setDatabaseAvailable(false, database);
      };
      // The database stays down longer than the outcome is retried: it comes back once the delivery has given up.
      expect(await messages.deliverPendingNotifications({ recordForMs: 1_000 })).toEqual({
        sent: 0,
        failed: 0,
        unrecorded: 1,
      });
      await setDatabaseAvailable(true, database);
      await vi.waitFor(() => db.$queryRaw`SELECT 1`, { timeout: 30_000, interval: 250 });
      expect(await db.formConversion.findFirstOrThrow()).toMatchObject({ mailStatus: "sending" });

      // The queue passes again, as lib/maintenance.ts does every few seconds: the claimed notification is not resent.
      expect(await messages.deliverPendingNotifications()).toMatchObject({ sent: 0 });
      const [id] = await messages.markUnconfirmedNotifications(0);
      expect(await db.formConversion.findFirstOrThrow()).toMatchObject({ id, mailStatus: "unknown" });
      expect(await messages.deliverPendingNotifications()).toMatchObject({ sent: 0 });
      expect(mailsAbout("Panne longue")).toHaveLength(1);
      expect(errors.mock.calls.flat().join("\n")).toContain(`The notification of message ${id} could not be recorded`);
      expect(errors.mock.calls.flat().join("\n")).toContain(`The notification of message ${id} was claimed but never`);
      expect(await messages.mailDeliveryHealth()).toMatchObject({ uncertain: 1 });
    } finally {
      await setDatabaseAvailable(true, database);
      errors.mockRestore();
    }
  });

  it("stay queued while the database is down and all go out as soon as it is back", async () => {
    await queueContacts(30, (index) => `Après la panne ${index}`);
    await setDatabaseAvailable(false, database);
    try {
      await expect(messages.deliverPendingNotifications()).rejects.toThrow();
    } finally {
      await setDatabaseAvailable(true, database);
    }
    expect(smtp.received).toHaveLength(0);
    expect(await messages.deliverPendingNotifications()).toEqual({ sent: 30, failed: 0, unrecorded: 0 });
    expect(smtp.received).toHaveLength(30);
  });

  it("log a failing mail server, try it once per pass, and drain the whole backlog at once when it works again", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      await queueContacts(200, (index) => `Arriéré ${index}`);
      smtp.failing = true;
      // One attempt, not 200: the pass stops at the first failure.
      expect(await messages.deliverPendingNotifications()).toEqual({ sent: 0, failed: 1, unrecorded: 0 });
      const failed = await db.formConversion.findFirstOrThrow({ where: { mailAttempts: 1 } });
      expect(failed).toMatchObject({
        mailStatus: "pending",
        mailError: expect.stringContaining("Mailbox unavailable"),
      });
      expect(failed.mailNextAttemptAt!.getTime()).toBeGreaterThan(Date.now());
      expect(errors.mock.calls.flat().join("\n")).toContain(`The notification of message ${failed.id} failed`);

      smtp.failing = false;
      // The mail server works again: every notification goes out in this one pass, the deferred one included.
      expect(await messages.deliverPendingNotifications()).toEqual({ sent: 200, failed: 0, unrecorded: 0 });
      expect(new Set(smtp.received.map((mail) => mail.subject)).size).toBe(200);
      expect(smtp.received).toHaveLength(200);
      expect(await db.formConversion.count({ where: { mailStatus: "sent" } })).toBe(200);
    } finally {
      errors.mockRestore();
    }
  });

  it("go out several at once over pooled connections, so that a slow mail server does not hold a burst back", async () => {
    smtp.delayMs = 150;
    await queueContacts(20, (index) => `Rafale ${index}`);
    expect(await messages.deliverPendingNotifications()).toMatchObject({ sent: 20 });
    expect(smtp.peakConcurrentMessages).toBeGreaterThanOrEqual(4);
  });

  it("of 200 contact forms posted at once all reach the mail server, once each", async () => {
    const freshAddress = clientAddresses(30);
    const answers = await Promise.all(
      Array.from({ length: 200 }, async (_, index) => {
        const request = await apiRequest("/api/contact", {
          method: "POST",
          json: {
            name: `Rafale ${index}`,
            email: `rafale${index}@exemple.ci`,
            subject: `Rafale ${index}`,
            message: "Un message parmi deux cents.",
          },
          headers: { "x-forwarded-for": freshAddress() },
        });
        return (await postContact(request, routeContext())).status;
      }),
    );
    expect(answers.filter((status) => status !== 200)).toEqual([]);
    const mails = await smtp.waitFor(
      (mail) => mail.subject.startsWith("Nouveau message de contact : Rafale"),
      200,
      60_000,
    );
    expect(new Set(mails.map((mail) => mail.subject)).size).toBe(200);
    await vi.waitFor(async () => expect(await db.formConversion.count({ where: { mailStatus: "sent" } })).toBe(200), {
      timeout: 30_000,
    });
    expect(mails).toHaveLength(200);
  });

  it(`are given up after ${NOTIFICATION_GIVE_UP_HOURS} h, and the dashboard says what fails`, async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const longAgo = new Date(Date.now() - 30 * 60_000);
      await queueContacts(2, (index) => `Serveur en panne ${index}`);
      await db.formConversion.updateMany({ data: { createdAt: longAgo, completedAt: longAgo } });
      smtp.failing = true;
      await messages.deliverPendingNotifications();
      const health = await messages.mailDeliveryHealth();
      expect(health).toMatchObject({ waiting: 1, failingSince: longAgo.toISOString(), uncertain: 0, givenUp: 0 });
      expect(health.lastError).toContain("Mailbox unavailable");
      const [alert] = mailAlerts(health, new Date());
      expect(alert).toContain(
        "L'envoi des notifications échoue depuis plus de 15 minutes : 1 notification(s) en attente",
      );

      const twoDaysAgo = new Date(Date.now() - (NOTIFICATION_GIVE_UP_HOURS + 1) * 3_600_000);
      await db.formConversion.updateMany({ data: { createdAt: twoDaysAgo } });
      expect(await messages.giveUpStaleNotifications()).toBe(2);
      expect(await messages.mailDeliveryHealth()).toMatchObject({ waiting: 0, givenUp: 2 });
    } finally {
      errors.mockRestore();
    }
  });
});
