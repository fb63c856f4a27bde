-- CreateEnum
CREATE TYPE "CampaignKind" AS ENUM ('digest', 'free');

-- CreateEnum
CREATE TYPE "CampaignStatus" AS ENUM ('draft', 'scheduled', 'sending', 'sent', 'cancelled');

-- CreateEnum
CREATE TYPE "CampaignRecipientStatus" AS ENUM ('pending', 'sending', 'sent', 'failed', 'skipped');

-- AlterTable
ALTER TABLE "newsletter_subscribers" ADD COLUMN     "hard_failures" SMALLINT NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "site_settings" ADD COLUMN     "newsletter_mails_per_minute" SMALLINT NOT NULL DEFAULT 60;

-- CreateTable
CREATE TABLE "newsletter_campaigns" (
    "id" SERIAL NOT NULL,
    "title" VARCHAR(200) NOT NULL,
    "intro" VARCHAR(2000) NOT NULL DEFAULT '',
    "kind" "CampaignKind" NOT NULL DEFAULT 'digest',
    "article_ids" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "content" TEXT NOT NULL DEFAULT '',
    "status" "CampaignStatus" NOT NULL DEFAULT 'draft',
    "scheduled_at" TIMESTAMPTZ(3),
    "mail_html" TEXT,
    "mail_text" TEXT,
    "created_by" INTEGER,
    "started_at" TIMESTAMPTZ(3),
    "finished_at" TIMESTAMPTZ(3),
    "cancelled_at" TIMESTAMPTZ(3),
    "recipient_count" INTEGER NOT NULL DEFAULT 0,
    "sent_count" INTEGER NOT NULL DEFAULT 0,
    "failed_count" INTEGER NOT NULL DEFAULT 0,
    "rate_window_start" TIMESTAMPTZ(3),
    "rate_window_count" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "newsletter_campaigns_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "newsletter_campaign_recipients" (
    "id" SERIAL NOT NULL,
    "campaign_id" INTEGER NOT NULL,
    "subscriber_id" INTEGER NOT NULL,
    "status" "CampaignRecipientStatus" NOT NULL DEFAULT 'pending',
    "attempts" SMALLINT NOT NULL DEFAULT 0,
    "lease_until" TIMESTAMPTZ(3),
    "next_attempt_at" TIMESTAMPTZ(3),
    "last_error" VARCHAR(1000),
    "sent_at" TIMESTAMPTZ(3),

    CONSTRAINT "newsletter_campaign_recipients_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "newsletter_campaigns_status_scheduled_at_idx" ON "newsletter_campaigns"("status", "scheduled_at");

-- CreateIndex
CREATE INDEX "newsletter_campaigns_created_at_idx" ON "newsletter_campaigns"("created_at" DESC);

-- CreateIndex
CREATE INDEX "newsletter_campaign_recipients_campaign_id_status_id_idx" ON "newsletter_campaign_recipients"("campaign_id", "status", "id");

-- CreateIndex
CREATE INDEX "newsletter_campaign_recipients_subscriber_id_idx" ON "newsletter_campaign_recipients"("subscriber_id");

-- CreateIndex
CREATE UNIQUE INDEX "newsletter_campaign_recipients_campaign_id_subscriber_id_key" ON "newsletter_campaign_recipients"("campaign_id", "subscriber_id");

-- AddForeignKey
ALTER TABLE "newsletter_campaigns" ADD CONSTRAINT "newsletter_campaigns_created_by_fkey" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "newsletter_campaign_recipients" ADD CONSTRAINT "newsletter_campaign_recipients_campaign_id_fkey" FOREIGN KEY ("campaign_id") REFERENCES "newsletter_campaigns"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "newsletter_campaign_recipients" ADD CONSTRAINT "newsletter_campaign_recipients_subscriber_id_fkey" FOREIGN KEY ("subscriber_id") REFERENCES "newsletter_subscribers"("id") ON DELETE CASCADE ON UPDATE CASCADE;
