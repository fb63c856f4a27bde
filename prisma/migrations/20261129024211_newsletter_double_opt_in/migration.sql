-- CreateEnum
CREATE TYPE "SubscriberStatus" AS ENUM ('pending', 'confirmed', 'unsubscribed', 'bounced');

-- AlterEnum
ALTER TYPE "ActivityType" ADD VALUE 'newsletter';

-- AlterTable
ALTER TABLE "newsletter_subscribers" ADD COLUMN     "bounced_at" TIMESTAMPTZ(3),
ADD COLUMN     "confirm_nonce" VARCHAR(32),
ADD COLUMN     "confirmed_at" TIMESTAMPTZ(3),
ADD COLUMN     "consent_note" VARCHAR(500),
ADD COLUMN     "status" "SubscriberStatus" NOT NULL DEFAULT 'pending',
ADD COLUMN     "subscribed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN     "subscription_mailed_at" TIMESTAMPTZ(3),
ADD COLUMN     "unsubscribed_at" TIMESTAMPTZ(3),
ADD COLUMN     "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- CreateIndex
CREATE INDEX "newsletter_subscribers_status_created_at_idx" ON "newsletter_subscribers"("status", "created_at" DESC);

-- CreateIndex
CREATE INDEX "newsletter_subscribers_status_subscribed_at_idx" ON "newsletter_subscribers"("status", "subscribed_at");

-- The addresses stored before double opt-in came from the old box, which subscribed at once: they stay subscribed
-- (confirmed at their subscription) instead of turning pending, which the 7-day clean-up would delete.
UPDATE "newsletter_subscribers" SET "status" = 'confirmed', "confirmed_at" = "created_at", "subscribed_at" = "created_at";
