-- DropIndex
DROP INDEX "revisions_entity_type_entity_id_created_at_id_idx";

-- AlterTable
ALTER TABLE "revisions" ADD COLUMN     "locale" VARCHAR(8) NOT NULL DEFAULT 'fr';

-- CreateTable
CREATE TABLE "blog_post_translations" (
    "post_id" INTEGER NOT NULL,
    "locale" VARCHAR(8) NOT NULL,
    "title" VARCHAR(200) NOT NULL,
    "slug" VARCHAR(220) NOT NULL,
    "excerpt" VARCHAR(1000) NOT NULL,
    "content" TEXT NOT NULL,
    "read_time" INTEGER NOT NULL DEFAULT 1,
    "published" BOOLEAN NOT NULL DEFAULT false,
    "published_at" TIMESTAMPTZ(3),
    "scheduled_at" TIMESTAMPTZ(3),
    "meta_title" VARCHAR(200),
    "meta_description" VARCHAR(500),
    "no_index" BOOLEAN NOT NULL DEFAULT false,
    "search_document" tsvector,
    "public_search_text" TEXT NOT NULL DEFAULT '',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "blog_post_translations_pkey" PRIMARY KEY ("post_id","locale")
);

-- CreateIndex
CREATE INDEX "blog_post_translations_locale_published_published_at_idx" ON "blog_post_translations"("locale", "published", "published_at" DESC);

-- CreateIndex
CREATE INDEX "blog_post_translations_search_document_idx" ON "blog_post_translations" USING GIN ("search_document");

-- CreateIndex
CREATE INDEX "blog_post_translations_public_search_text_idx" ON "blog_post_translations" USING GIN ("public_search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "blog_post_translations_scheduled_at_idx" ON "blog_post_translations"("scheduled_at");

-- CreateIndex
CREATE UNIQUE INDEX "blog_post_translations_locale_slug_key" ON "blog_post_translations"("locale", "slug");

-- CreateIndex
CREATE INDEX "revisions_entity_type_entity_id_locale_created_at_id_idx" ON "revisions"("entity_type", "entity_id", "locale", "created_at" DESC, "id" DESC);

-- AddForeignKey
ALTER TABLE "blog_post_translations" ADD CONSTRAINT "blog_post_translations_post_id_fkey" FOREIGN KEY ("post_id") REFERENCES "blog_posts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The public search of an English translation (lib/public-search.ts): as blog_posts' in French (migration
-- public_list_search), with English stemming on words whose accents are folded first; the tags are the article's.
CREATE TEXT SEARCH CONFIGURATION "english_unaccent" (COPY = pg_catalog.english);
ALTER TEXT SEARCH CONFIGURATION "english_unaccent"
  ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem;

CREATE FUNCTION "blog_post_translations_public_search"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  post_tags text := (SELECT array_to_string("tags", ' ') FROM "blog_posts" WHERE "id" = NEW."post_id");
BEGIN
  NEW."search_document" :=
    setweight(to_tsvector('english_unaccent', coalesce(NEW."title", '')), 'A') ||
    setweight(to_tsvector('english_unaccent', coalesce(post_tags, '')), 'B') ||
    setweight(to_tsvector('english_unaccent', coalesce(NEW."excerpt", '')), 'C');
  NEW."public_search_text" := lower(unaccent(concat_ws(E'\n', NEW."title", post_tags, NEW."excerpt")));
  RETURN NEW;
END
$$;

CREATE TRIGGER "blog_post_translations_public_search" BEFORE INSERT OR UPDATE OF "title", "excerpt" ON "blog_post_translations"
  FOR EACH ROW EXECUTE FUNCTION "blog_post_translations_public_search"();

-- The article's tags are part of its translations' search: a change of them writes the translations' again.
CREATE FUNCTION "blog_posts_translations_tags"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "blog_post_translations" SET "title" = "title" WHERE "post_id" = NEW."id";
  RETURN NULL;
END
$$;

CREATE TRIGGER "blog_posts_translations_tags" AFTER UPDATE OF "tags" ON "blog_posts"
  FOR EACH ROW WHEN (OLD."tags" IS DISTINCT FROM NEW."tags") EXECUTE FUNCTION "blog_posts_translations_tags"();

-- The translated articles as the public lists read them (lib/blog/list.ts, lib/sitemap.ts): blog_posts' columns, the
-- translation's words, address, publication and search, the article's category, tags and images.
CREATE VIEW "translated_blog_posts" AS
  SELECT t."locale", p."id", t."slug", t."title", t."excerpt", t."published", t."published_at", t."no_index",
         t."search_document", t."public_search_text", GREATEST(p."updated_at", t."updated_at") AS "updated_at",
         p."tags", p."category_id", p."cover_image", p."created_at"
  FROM "blog_post_translations" t JOIN "blog_posts" p ON p."id" = t."post_id";
