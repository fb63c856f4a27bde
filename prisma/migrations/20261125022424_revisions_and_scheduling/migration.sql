-- CreateEnum
CREATE TYPE "RevisionEntity" AS ENUM ('blog', 'project');

-- AlterTable
ALTER TABLE "blog_posts" ADD COLUMN     "scheduled_at" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "projects" ADD COLUMN     "scheduled_at" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "revisions" (
    "id" SERIAL NOT NULL,
    "entity_type" "RevisionEntity" NOT NULL,
    "entity_id" INTEGER NOT NULL,
    "author_id" INTEGER,
    "author_name" VARCHAR(100) NOT NULL,
    "snapshot" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "revisions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "revisions_entity_type_entity_id_created_at_id_idx" ON "revisions"("entity_type", "entity_id", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "revisions_author_id_idx" ON "revisions"("author_id");

-- CreateIndex
CREATE INDEX "blog_posts_scheduled_at_idx" ON "blog_posts"("scheduled_at");

-- CreateIndex
CREATE INDEX "projects_scheduled_at_idx" ON "projects"("scheduled_at");

-- AddForeignKey
ALTER TABLE "revisions" ADD CONSTRAINT "revisions_author_id_fkey" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
