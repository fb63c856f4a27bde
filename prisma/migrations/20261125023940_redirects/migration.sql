-- CreateEnum
CREATE TYPE "RedirectSource" AS ENUM ('slug', 'manual');

-- CreateTable
CREATE TABLE "redirects" (
    "id" SERIAL NOT NULL,
    "from_path" VARCHAR(300) NOT NULL,
    "to_path" VARCHAR(300) NOT NULL,
    "source" "RedirectSource" NOT NULL,
    "created_by_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "redirects_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "missing_paths" (
    "path" VARCHAR(300) NOT NULL,
    "hits" INTEGER NOT NULL DEFAULT 1,
    "last_seen" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "missing_paths_pkey" PRIMARY KEY ("path")
);

-- CreateIndex
CREATE UNIQUE INDEX "redirects_from_path_key" ON "redirects"("from_path");

-- CreateIndex
CREATE INDEX "redirects_to_path_idx" ON "redirects"("to_path");

-- CreateIndex
CREATE INDEX "missing_paths_hits_idx" ON "missing_paths"("hits" DESC);

-- AddForeignKey
ALTER TABLE "redirects" ADD CONSTRAINT "redirects_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
