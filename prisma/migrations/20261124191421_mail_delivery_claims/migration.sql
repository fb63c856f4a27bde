-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "MailStatus" ADD VALUE 'sending';
ALTER TYPE "MailStatus" ADD VALUE 'unknown';

-- AlterTable
ALTER TABLE "form_conversions" ADD COLUMN     "mail_claim_token" UUID,
ADD COLUMN     "mail_claimed_at" TIMESTAMPTZ(3),
ADD COLUMN     "mail_next_attempt_at" TIMESTAMPTZ(3),
ADD COLUMN     "mail_sent_at" TIMESTAMPTZ(3);

-- 'failed' used to mean "three attempts failed, retried later"; it now means "given up". Rows the old retries
-- would still have tried go back to the queue.
UPDATE "form_conversions" SET "mail_status" = 'pending' WHERE "mail_status" = 'failed' AND "mail_attempts" < 10;
