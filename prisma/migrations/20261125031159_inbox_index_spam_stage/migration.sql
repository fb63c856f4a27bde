-- DropIndex
DROP INDEX "form_conversions_created_at_id_form_type_status_idx";

-- CreateIndex
CREATE INDEX "form_conversions_created_at_id_form_type_status_spam_at_sta_idx" ON "form_conversions"("created_at" DESC, "id" DESC, "form_type", "status", "spam_at", "stage");
