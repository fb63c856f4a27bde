-- CreateTable
CREATE TABLE "project_translations" (
    "project_id" INTEGER NOT NULL,
    "locale" VARCHAR(8) NOT NULL,
    "title" VARCHAR(200) NOT NULL,
    "about" TEXT NOT NULL,
    "challenge" TEXT NOT NULL,
    "solution" TEXT NOT NULL,
    "results" TEXT NOT NULL,
    "duration" VARCHAR(100),
    "team_size" VARCHAR(100),
    "testimonial_content" TEXT,
    "testimonial_position" VARCHAR(200),
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

    CONSTRAINT "project_translations_pkey" PRIMARY KEY ("project_id","locale")
);

-- CreateIndex
CREATE INDEX "project_translations_locale_published_idx" ON "project_translations"("locale", "published");

-- CreateIndex
CREATE INDEX "project_translations_search_document_idx" ON "project_translations" USING GIN ("search_document");

-- CreateIndex
CREATE INDEX "project_translations_public_search_text_idx" ON "project_translations" USING GIN ("public_search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "project_translations_scheduled_at_idx" ON "project_translations"("scheduled_at");

-- AddForeignKey
ALTER TABLE "project_translations" ADD CONSTRAINT "project_translations_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The public search of a translated project (lib/public-search.ts): as projects' in French (migration
-- public_list_search), on the translation's title and about and the project's client, with english_unaccent (migration
-- blog_post_translations).
CREATE FUNCTION "project_translations_public_search"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  project_client text := (SELECT "client" FROM "projects" WHERE "id" = NEW."project_id");
BEGIN
  NEW."search_document" :=
    setweight(to_tsvector('english_unaccent', coalesce(NEW."title", '')), 'A') ||
    setweight(to_tsvector('english_unaccent', coalesce(project_client, '')), 'B') ||
    setweight(to_tsvector('english_unaccent', coalesce(NEW."about", '')), 'C');
  NEW."public_search_text" := lower(unaccent(concat_ws(E'\n', NEW."title", project_client, NEW."about")));
  RETURN NEW;
END
$$;

CREATE TRIGGER "project_translations_public_search" BEFORE INSERT OR UPDATE OF "title", "about" ON "project_translations"
  FOR EACH ROW EXECUTE FUNCTION "project_translations_public_search"();

-- The project's client is part of its translations' search: a change of it writes the translations' again.
CREATE FUNCTION "projects_translations_client"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "project_translations" SET "title" = "title" WHERE "project_id" = NEW."id";
  RETURN NULL;
END
$$;

CREATE TRIGGER "projects_translations_client" AFTER UPDATE OF "client" ON "projects"
  FOR EACH ROW WHEN (OLD."client" IS DISTINCT FROM NEW."client") EXECUTE FUNCTION "projects_translations_client"();

-- The translated projects as the public lists read them (lib/projects/list.ts, with a language named): the columns
-- their SQL reads of projects, the translation's publication standing for the project's status.
CREATE VIEW "translated_projects" AS
  SELECT t."locale", p."id", p."category", p."featured",
         (CASE WHEN t."published" THEN 'published' ELSE 'draft' END)::"ProjectStatus" AS "status",
         t."no_index", t."search_document", t."public_search_text", p."created_at",
         GREATEST(p."updated_at", t."updated_at") AS "updated_at"
  FROM "project_translations" t JOIN "projects" p ON p."id" = t."project_id";
