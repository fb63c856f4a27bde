-- AlterTable
ALTER TABLE "projects" ADD COLUMN     "search_text" TEXT NOT NULL DEFAULT '';

-- Backfill: the text projectSearchText() (lib/projects/rules.ts) writes on save. lower() of a "C" locale database
-- leaves accented capitals as they are: translate() folds the French ones first, as JavaScript's toLowerCase does.
UPDATE "projects"
SET "search_text" = lower(translate(
  concat_ws(E'\n', "title", "client", "about", "challenge", "solution", "results", array_to_string("tags", ' ')),
  'ÀÂÄÇÉÈÊËÎÏÔÖÙÛÜŸÆŒ',
  'àâäçéèêëîïôöùûüÿæœ'
));

-- CreateIndex
CREATE INDEX "projects_search_text_idx" ON "projects" USING GIN ("search_text" gin_trgm_ops);
