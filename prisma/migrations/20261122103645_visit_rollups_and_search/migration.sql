-- CreateExtension
CREATE EXTENSION IF NOT EXISTS "pg_trgm";

-- DropIndex
DROP INDEX "visits_created_at_session_id_idx";

-- AlterTable
ALTER TABLE "blog_posts" ADD COLUMN     "search_text" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "form_conversions" ADD COLUMN     "search_text" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "visits" ALTER COLUMN "country" SET DATA TYPE VARCHAR(2);

-- CreateTable
CREATE TABLE "visitor_sessions" (
    "session_id" UUID NOT NULL,
    "first_seen" TIMESTAMPTZ(3) NOT NULL,
    "last_seen" TIMESTAMPTZ(3) NOT NULL,
    "visits" INTEGER NOT NULL DEFAULT 1,

    CONSTRAINT "visitor_sessions_pkey" PRIMARY KEY ("session_id")
);

-- CreateTable
CREATE TABLE "visitor_days" (
    "day" DATE NOT NULL,
    "session_id" UUID NOT NULL,

    CONSTRAINT "visitor_days_pkey" PRIMARY KEY ("day","session_id")
);

-- CreateTable
CREATE TABLE "visit_daily_totals" (
    "day" DATE NOT NULL,
    "visits" INTEGER NOT NULL DEFAULT 0,
    "unique_visitors" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "visit_daily_totals_pkey" PRIMARY KEY ("day")
);

-- CreateTable
CREATE TABLE "visit_daily_pages" (
    "day" DATE NOT NULL,
    "page" VARCHAR(500) NOT NULL,
    "visits" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "visit_daily_pages_pkey" PRIMARY KEY ("day","page")
);

-- CreateTable
CREATE TABLE "visit_daily_places" (
    "day" DATE NOT NULL,
    "country" VARCHAR(2) NOT NULL,
    "city" VARCHAR(100) NOT NULL,
    "visits" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "visit_daily_places_pkey" PRIMARY KEY ("day","country","city")
);

-- CreateIndex
CREATE INDEX "visitor_sessions_last_seen_idx" ON "visitor_sessions"("last_seen");

-- CreateIndex
CREATE INDEX "blog_posts_search_text_idx" ON "blog_posts" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "form_conversions_search_text_idx" ON "form_conversions" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "visits_created_at_idx" ON "visits"("created_at");
