-- CreateEnum
CREATE TYPE "PreviewKind" AS ENUM ('article', 'project');

-- CreateTable
CREATE TABLE "preview_links" (
    "id" SERIAL NOT NULL,
    "token_hash" VARCHAR(64) NOT NULL,
    "kind" "PreviewKind" NOT NULL,
    "target_id" INTEGER NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "creator_id" INTEGER,
    "creator_name" VARCHAR(50) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "revoked_at" TIMESTAMPTZ(3),

    CONSTRAINT "preview_links_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "preview_links_token_hash_key" ON "preview_links"("token_hash");

-- CreateIndex
CREATE INDEX "preview_links_kind_target_id_expires_at_idx" ON "preview_links"("kind", "target_id", "expires_at");

-- CreateIndex
CREATE INDEX "preview_links_creator_id_idx" ON "preview_links"("creator_id");

-- AddForeignKey
ALTER TABLE "preview_links" ADD CONSTRAINT "preview_links_creator_id_fkey" FOREIGN KEY ("creator_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
