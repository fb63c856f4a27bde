import { mkdtemp, readdir, readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { startTestSmtpServer } from "../helpers/smtp";

const smtp = await startTestSmtpServer();
afterAll(() => smtp.stop());

beforeEach(() => {
  vi.resetModules();
  vi.unstubAllEnvs();
  smtp.failing = false;
});

async function mailModule(env: Record<string, string>) {
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value);
  return import("@/lib/mail");
}

describe("mail", () => {
  it("is delivered over SMTP with its French subject, reply-to and both bodies", async () => {
    const { sendMail } = await mailModule({
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: String(smtp.port),
      MAIL_FROM: "Agence <no-reply@agence.ci>",
    });
    const sent = await sendMail({
      to: "equipe@agence.ci",
      subject: "Nouvelle demande : Développement Web",
      text: "Bonjour Aïcha",
      html: "<p>Bonjour Aïcha</p>",
      replyTo: "client@exemple.ci",
    });
    expect(sent.via).toBe("smtp");
    const [mail] = await smtp.waitFor((received) => received.subject === "Nouvelle demande : Développement Web");
    expect(mail).toMatchObject({
      from: "no-reply@agence.ci",
      to: ["equipe@agence.ci"],
      replyTo: "client@exemple.ci",
      text: "Bonjour Aïcha",
    });
    expect(mail!.html).toContain("<p>Bonjour Aïcha</p>");
  });

  it("raises a MailError when the server refuses the message", async () => {
    const { sendMail, MailError } = await mailModule({ SMTP_HOST: "127.0.0.1", SMTP_PORT: String(smtp.port) });
    smtp.failing = true;
    const failure = sendMail({ to: "equipe@agence.ci", subject: "Refusé", text: "x" });
    await expect(failure).rejects.toBeInstanceOf(MailError);
    await expect(failure).rejects.toThrow(/n'a pas accepté le message.*Mailbox unavailable/);
  });

  it("raises a MailError when no server answers", async () => {
    const { sendMail, MailError } = await mailModule({ SMTP_HOST: "127.0.0.1", SMTP_PORT: "1" });
    await expect(sendMail({ to: "equipe@agence.ci", subject: "Perdu", text: "x" })).rejects.toBeInstanceOf(MailError);
  });

  it("is written to the outbox folder when SMTP is not configured", async () => {
    const outbox = await mkdtemp(path.join(os.tmpdir(), "outbox-"));
    const { sendMail } = await mailModule({ SMTP_HOST: "", MAIL_OUTBOX_DIR: outbox });
    const sent = await sendMail({ to: "equipe@agence.ci", subject: "Hors ligne", text: "Conservé" });
    expect(sent.via).toBe("outbox");
    const files = await readdir(outbox);
    expect(files).toHaveLength(1);
    const eml = await simpleParser(await readFile(path.join(outbox, files[0]!)));
    expect(eml.to).toMatchObject({ text: "equipe@agence.ci" });
    expect(eml.subject).toBe("Hors ligne");
    expect(eml.text?.trim()).toBe("Conservé");
  });
});
