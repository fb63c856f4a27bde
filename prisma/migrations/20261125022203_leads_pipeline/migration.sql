-- CreateEnum
CREATE TYPE "LeadStage" AS ENUM ('new', 'contacted', 'quote_sent', 'won', 'lost');

-- AlterTable
ALTER TABLE "form_conversions" ADD COLUMN     "city" VARCHAR(100),
ADD COLUMN     "country" VARCHAR(2),
ADD COLUMN     "estimated_value" INTEGER,
ADD COLUMN     "follow_up_at" TIMESTAMPTZ(3),
ADD COLUMN     "landing_page" VARCHAR(500),
ADD COLUMN     "lost_reason" VARCHAR(500),
ADD COLUMN     "owner_id" INTEGER,
ADD COLUMN     "referrer" VARCHAR(500),
ADD COLUMN     "spam_at" TIMESTAMPTZ(3),
ADD COLUMN     "stage" "LeadStage" NOT NULL DEFAULT 'new',
ADD COLUMN     "stage_changed_at" TIMESTAMPTZ(3),
ADD COLUMN     "utm_campaign" VARCHAR(200),
ADD COLUMN     "utm_medium" VARCHAR(200),
ADD COLUMN     "utm_source" VARCHAR(200);

-- CreateTable
CREATE TABLE "lead_notes" (
    "id" SERIAL NOT NULL,
    "conversion_id" INTEGER NOT NULL,
    "author_id" INTEGER,
    "content" VARCHAR(5000) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "lead_notes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "lead_stage_changes" (
    "id" SERIAL NOT NULL,
    "conversion_id" INTEGER NOT NULL,
    "from_stage" "LeadStage",
    "to_stage" "LeadStage" NOT NULL,
    "actor_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "lead_stage_changes_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "lead_notes_conversion_id_created_at_idx" ON "lead_notes"("conversion_id", "created_at");

-- CreateIndex
CREATE INDEX "lead_notes_author_id_idx" ON "lead_notes"("author_id");

-- CreateIndex
CREATE INDEX "lead_stage_changes_conversion_id_created_at_idx" ON "lead_stage_changes"("conversion_id", "created_at");

-- CreateIndex
CREATE INDEX "lead_stage_changes_to_stage_created_at_idx" ON "lead_stage_changes"("to_stage", "created_at");

-- CreateIndex
CREATE INDEX "lead_stage_changes_actor_id_idx" ON "lead_stage_changes"("actor_id");

-- CreateIndex
CREATE INDEX "form_conversions_stage_created_at_idx" ON "form_conversions"("stage", "created_at" DESC);

-- CreateIndex
CREATE INDEX "form_conversions_owner_id_created_at_idx" ON "form_conversions"("owner_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "form_conversions_follow_up_at_idx" ON "form_conversions"("follow_up_at");

-- AddForeignKey
ALTER TABLE "form_conversions" ADD CONSTRAINT "form_conversions_owner_id_fkey" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_conversion_id_fkey" FOREIGN KEY ("conversion_id") REFERENCES "form_conversions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_author_id_fkey" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lead_stage_changes" ADD CONSTRAINT "lead_stage_changes_conversion_id_fkey" FOREIGN KEY ("conversion_id") REFERENCES "form_conversions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lead_stage_changes" ADD CONSTRAINT "lead_stage_changes_actor_id_fkey" FOREIGN KEY ("actor_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
