import { readMailbox, type ReceivedMail } from "../../helpers/smtp";
import { e2eStack } from "./stack";

/** Waits until the e2e server's SMTP server has received a mail matching `predicate`, and returns it. */
export async function waitForMail(
  predicate: (mail: ReceivedMail) => boolean,
  timeoutMs = 30_000,
): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = (await readMailbox(e2eStack().mailboxDir)).find(predicate);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error("No matching mail reached the test SMTP server in time.");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
