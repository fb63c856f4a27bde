-- CreateExtension
CREATE EXTENSION IF NOT EXISTS "unaccent";

-- AlterTable
ALTER TABLE "blog_posts" ADD COLUMN     "public_search_text" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "search_document" tsvector;

-- AlterTable
ALTER TABLE "projects" ADD COLUMN     "public_search_text" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "search_document" tsvector;

-- The public search (lib/blog/list.ts, lib/projects/list.ts). French stemming on words whose accents are folded
-- first, so that 'securite' and 'sécurités' both find 'sécurité'.
CREATE TEXT SEARCH CONFIGURATION "french_unaccent" (COPY = pg_catalog.french);
ALTER TEXT SEARCH CONFIGURATION "french_unaccent"
  ALTER MAPPING FOR hword, hword_part, word WITH unaccent, french_stem;

-- Written by the database on every insert and on every change of the searched fields, whatever writes the row
-- (the application, the seed, the load generator): the weighted full-text document, and the same text lower-cased
-- without accents for the substring fallback on partial words (trigram index).
CREATE FUNCTION "blog_posts_public_search"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."search_document" :=
    setweight(to_tsvector('french_unaccent', coalesce(NEW."title", '')), 'A') ||
    setweight(to_tsvector('french_unaccent', array_to_string(NEW."tags", ' ')), 'B') ||
    setweight(to_tsvector('french_unaccent', coalesce(NEW."excerpt", '')), 'C');
  NEW."public_search_text" := lower(unaccent(concat_ws(E'\n', NEW."title", array_to_string(NEW."tags", E'\n'), NEW."excerpt")));
  RETURN NEW;
END
$$;

CREATE TRIGGER "blog_posts_public_search" BEFORE INSERT OR UPDATE OF "title", "excerpt", "tags" ON "blog_posts"
  FOR EACH ROW EXECUTE FUNCTION "blog_posts_public_search"();

CREATE FUNCTION "projects_public_search"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."search_document" :=
    setweight(to_tsvector('french_unaccent', coalesce(NEW."title", '')), 'A') ||
    setweight(to_tsvector('french_unaccent', coalesce(NEW."client", '')), 'B') ||
    setweight(to_tsvector('french_unaccent', coalesce(NEW."about", '')), 'C');
  NEW."public_search_text" := lower(unaccent(concat_ws(E'\n', NEW."title", NEW."client", NEW."about")));
  RETURN NEW;
END
$$;

CREATE TRIGGER "projects_public_search" BEFORE INSERT OR UPDATE OF "title", "client", "about" ON "projects"
  FOR EACH ROW EXECUTE FUNCTION "projects_public_search"();

-- Backfill: the rows saved before this migration (an UPDATE that names the column fires the trigger).
UPDATE "blog_posts" SET "title" = "title";
UPDATE "projects" SET "title" = "title";

-- CreateIndex
CREATE INDEX "blog_posts_search_document_idx" ON "blog_posts" USING GIN ("search_document");

-- CreateIndex
CREATE INDEX "blog_posts_public_search_text_idx" ON "blog_posts" USING GIN ("public_search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "blog_posts_published_category_id_published_at_idx" ON "blog_posts"("published", "category_id", "published_at" DESC);

-- CreateIndex
CREATE INDEX "projects_status_category_created_at_idx" ON "projects"("status", "category", "created_at" DESC);

-- CreateIndex
CREATE INDEX "projects_search_document_idx" ON "projects" USING GIN ("search_document");

-- CreateIndex
CREATE INDEX "projects_public_search_text_idx" ON "projects" USING GIN ("public_search_text" gin_trgm_ops);
