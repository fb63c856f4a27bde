-- AlterTable
ALTER TABLE "site_settings" ADD COLUMN     "pending_subscriber_days" SMALLINT NOT NULL DEFAULT 7,
ADD COLUMN     "retention_applied_at" TIMESTAMPTZ(3),
ADD COLUMN     "sign_in_retention_days" SMALLINT NOT NULL DEFAULT 90,
ADD COLUMN     "spam_retention_days" SMALLINT NOT NULL DEFAULT 30,
ADD COLUMN     "visit_retention_months" SMALLINT NOT NULL DEFAULT 13;
