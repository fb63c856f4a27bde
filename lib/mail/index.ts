import "server-only";
import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { serverEnv } from "@/lib/env";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Extra header fields (a newsletter's List-Unsubscribe and List-Unsubscribe-Post). */
  headers?: Record<string, string>;
}

export interface SentMail {
  messageId: string;
  /** "smtp" when an SMTP server accepted it; "outbox" when SMTP is not configured and it was written to a file. */
  via: "smtp" | "outbox";
  outboxFile?: string;
}

/** A mail that could not be handed over; its message is safe to store and show to an administrator. */
export class MailError extends Error {
  override name = "MailError";
  /** The mail server's reply code when it answered one (550, 451…); none when it could not be reached. */
  readonly responseCode: number | undefined;

  constructor(message: string, responseCode?: number) {
    super(message);
    this.responseCode = responseCode;
  }

  /** A 5xx: the server refused this mail for good (RFC 5321); anything else may work when tried again. */
  get permanent(): boolean {
    return this.responseCode !== undefined && this.responseCode >= 500 && this.responseCode < 600;
  }
}

/** The reply code an SMTP error carries (nodemailer sets `responseCode`). */
function replyCodeOf(error: unknown): number | undefined {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" ? code : undefined;
}

let transporter: Transporter | undefined;

function smtpTransport(): Transporter | undefined {
  const env = serverEnv();
  if (!env.SMTP_HOST) return undefined;
  // Pooled: a burst of notifications reuses a few open connections instead of opening one per mail.
  transporter ??= nodemailer.createTransport({
    pool: true,
    maxConnections: 5,
    host: env.SMTP_HOST,
    port: env.SMTP_PORT,
    secure: env.SMTP_SECURE,
    auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASSWORD ?? "" } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return transporter;
}

/**
 * Sends a mail over SMTP (SMTP_* variables). Without SMTP_HOST, the mail is written as an .eml file to
 * MAIL_OUTBOX_DIR and logged, so that a local installation loses nothing. Throws MailError on failure.
 */
export async function sendMail(message: MailMessage): Promise<SentMail> {
  const { MAIL_FROM, MAIL_OUTBOX_DIR } = serverEnv();
  const envelope = { from: MAIL_FROM, ...message };
  const smtp = smtpTransport();
  if (smtp) {
    try {
      const info = await smtp.sendMail(envelope);
      if (info.rejected.length > 0)
        throw new MailError(
          `Adresse refusée par le serveur de messagerie : ${info.rejected.join(", ")}`,
          replyCodeOf((info as { rejectedErrors?: unknown[] }).rejectedErrors?.[0]) ?? 550,
        );
      return { messageId: info.messageId, via: "smtp" };
    } catch (error) {
      if (error instanceof MailError) throw error;
      throw new MailError(
        `Le serveur de messagerie n'a pas accepté le message : ${error instanceof Error ? error.message : String(error)}`,
        replyCodeOf(error),
      );
    }
  }
  const raw = await nodemailer
    .createTransport({ streamTransport: true, buffer: true, newline: "unix" })
    .sendMail(envelope);
  const outboxFile = path.resolve(
    MAIL_OUTBOX_DIR,
    `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID().slice(0, 8)}.eml`,
  );
  await mkdir(path.dirname(outboxFile), { recursive: true });
  await writeFile(outboxFile, raw.message as Buffer);
  console.info(`Mail to ${message.to} ("${message.subject}") written to ${outboxFile} (SMTP_HOST is not set).`);
  return { messageId: raw.messageId, via: "outbox", outboxFile };
}
