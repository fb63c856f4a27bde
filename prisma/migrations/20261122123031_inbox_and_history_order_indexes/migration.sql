-- DropIndex
DROP INDEX "form_conversions_created_at_idx";

-- DropIndex
DROP INDEX "activities_created_at_idx";

-- CreateIndex
CREATE INDEX "form_conversions_created_at_id_form_type_status_idx" ON "form_conversions"("created_at" DESC, "id" DESC, "form_type", "status");

-- CreateIndex
CREATE INDEX "activities_created_at_id_idx" ON "activities"("created_at" DESC, "id" DESC);
