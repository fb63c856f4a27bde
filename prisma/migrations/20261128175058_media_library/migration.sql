-- CreateEnum
CREATE TYPE "MediaUseField" AS ENUM ('cover', 'gallery', 'social', 'content', 'share');

-- AlterEnum
ALTER TYPE "ActivityType" ADD VALUE 'media';

-- DropIndex
DROP INDEX "media_files_uploaded_by_id_idx";

-- AlterTable
ALTER TABLE "media_files" ADD COLUMN     "crops" JSONB NOT NULL DEFAULT '{}',
ADD COLUMN     "decorative" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "focal_x" DOUBLE PRECISION NOT NULL DEFAULT 0.5,
ADD COLUMN     "focal_y" DOUBLE PRECISION NOT NULL DEFAULT 0.5,
ADD COLUMN     "folder_id" INTEGER,
ADD COLUMN     "replaced_at" TIMESTAMPTZ(3),
ADD COLUMN     "search_text" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "source_format" VARCHAR(10),
ADD COLUMN     "tags" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 1;

-- AlterTable
ALTER TABLE "site_settings" ADD COLUMN     "media_retention_days" INTEGER NOT NULL DEFAULT 30,
ADD COLUMN     "share_image" VARCHAR(500);

-- CreateTable
CREATE TABLE "media_descriptions" (
    "media_id" INTEGER NOT NULL,
    "locale" VARCHAR(10) NOT NULL DEFAULT 'fr',
    "alt" VARCHAR(500),
    "caption" VARCHAR(1000),
    "credit" VARCHAR(300),
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "media_descriptions_pkey" PRIMARY KEY ("media_id","locale")
);

-- CreateTable
CREATE TABLE "media_folders" (
    "id" SERIAL NOT NULL,
    "name" VARCHAR(100) NOT NULL,
    "parent_id" INTEGER,
    "created_by_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "media_folders_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "media_uses" (
    "id" SERIAL NOT NULL,
    "media_id" INTEGER NOT NULL,
    "field" "MediaUseField" NOT NULL,
    "article_id" INTEGER,
    "project_id" INTEGER,
    "page" VARCHAR(60),
    "settings_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "media_uses_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "media_folders_parent_id_name_idx" ON "media_folders"("parent_id", "name");

-- CreateIndex
CREATE INDEX "media_folders_created_by_id_idx" ON "media_folders"("created_by_id");

-- CreateIndex
CREATE INDEX "media_uses_media_id_idx" ON "media_uses"("media_id");

-- CreateIndex
CREATE INDEX "media_uses_article_id_idx" ON "media_uses"("article_id");

-- CreateIndex
CREATE INDEX "media_uses_project_id_idx" ON "media_uses"("project_id");

-- CreateIndex
CREATE INDEX "media_uses_page_idx" ON "media_uses"("page");

-- CreateIndex
CREATE INDEX "media_uses_settings_id_idx" ON "media_uses"("settings_id");

-- CreateIndex
CREATE INDEX "media_files_created_at_id_idx" ON "media_files"("created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "media_files_folder_id_created_at_id_idx" ON "media_files"("folder_id", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "media_files_uploaded_by_id_created_at_idx" ON "media_files"("uploaded_by_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "media_files_source_format_created_at_idx" ON "media_files"("source_format", "created_at" DESC);

-- CreateIndex
CREATE INDEX "media_files_size_idx" ON "media_files"("size");

-- CreateIndex
CREATE INDEX "media_files_search_text_idx" ON "media_files" USING GIN ("search_text" gin_trgm_ops);

-- AddForeignKey
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_folder_id_fkey" FOREIGN KEY ("folder_id") REFERENCES "media_folders"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "media_descriptions" ADD CONSTRAINT "media_descriptions_media_id_fkey" FOREIGN KEY ("media_id") REFERENCES "media_files"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "media_folders" ADD CONSTRAINT "media_folders_parent_id_fkey" FOREIGN KEY ("parent_id") REFERENCES "media_folders"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "media_folders" ADD CONSTRAINT "media_folders_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "media_uses" ADD CONSTRAINT "media_uses_media_id_fkey" FOREIGN KEY ("media_id") REFERENCES "media_files"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "media_uses" ADD CONSTRAINT "media_uses_article_id_fkey" FOREIGN KEY ("article_id") REFERENCES "blog_posts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "media_uses" ADD CONSTRAINT "media_uses_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "media_uses" ADD CONSTRAINT "media_uses_page_fkey" FOREIGN KEY ("page") REFERENCES "page_seo"("page") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "media_uses" ADD CONSTRAINT "media_uses_settings_id_fkey" FOREIGN KEY ("settings_id") REFERENCES "site_settings"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Existing uploads join the library (each already has its media_files row): searchable by their original name, their
-- format read from it, and every current use recorded, as the application records them on each save
-- (lib/media/uses.ts): covers, social images, additional images and images inside the content of articles; images and
-- social images of projects; social images of the catalog's pages. Stored paths are '/uploads/<name>', and content may
-- hold them without the leading slash (the article HTML resolves 'uploads/…').
UPDATE "media_files"
SET "search_text" = lower(coalesce("original_name", '')),
    "source_format" = CASE lower(substring("original_name" FROM '\.([A-Za-z0-9]+)$'))
      WHEN 'jpg' THEN 'jpeg' WHEN 'jpeg' THEN 'jpeg' WHEN 'png' THEN 'png' WHEN 'gif' THEN 'gif'
      WHEN 'webp' THEN 'webp' WHEN 'avif' THEN 'avif' WHEN 'heic' THEN 'heif' WHEN 'heif' THEN 'heif'
      WHEN 'tif' THEN 'tiff' WHEN 'tiff' THEN 'tiff' END;

INSERT INTO "media_uses" ("media_id", "field", "article_id")
SELECT DISTINCT m."id", u."field"::"MediaUseField", u."article_id"
FROM (
  SELECT "id" AS "article_id", 'cover' AS "field", "cover_image" AS "path" FROM "blog_posts" WHERE "cover_image" IS NOT NULL
  UNION ALL
  SELECT "id", 'social', "social_image" FROM "blog_posts" WHERE "social_image" IS NOT NULL
  UNION ALL
  SELECT "id", 'gallery', unnest("additional_images") FROM "blog_posts"
  UNION ALL
  SELECT "id", 'content', '/uploads/' || (regexp_matches("content", 'uploads/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp)', 'g'))[1]
  FROM "blog_posts"
) u
JOIN "media_files" m ON u."path" = '/uploads/' || m."filename";

INSERT INTO "media_uses" ("media_id", "field", "project_id")
SELECT DISTINCT m."id", u."field"::"MediaUseField", u."project_id"
FROM (
  SELECT "id" AS "project_id", 'gallery' AS "field", unnest("images") AS "path" FROM "projects"
  UNION ALL
  SELECT "id", 'social', "social_image" FROM "projects" WHERE "social_image" IS NOT NULL
) u
JOIN "media_files" m ON u."path" = '/uploads/' || m."filename";

INSERT INTO "media_uses" ("media_id", "field", "page")
SELECT m."id", 'social', p."page"
FROM "page_seo" p JOIN "media_files" m ON p."social_image" = '/uploads/' || m."filename";
