-- AlterTable
ALTER TABLE "blog_posts" ADD COLUMN     "meta_description" VARCHAR(500),
ADD COLUMN     "meta_title" VARCHAR(200),
ADD COLUMN     "no_index" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "social_image" VARCHAR(500);

-- AlterTable
ALTER TABLE "projects" ADD COLUMN     "meta_description" VARCHAR(500),
ADD COLUMN     "meta_title" VARCHAR(200),
ADD COLUMN     "no_index" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "social_image" VARCHAR(500);

-- CreateTable
CREATE TABLE "page_seo" (
    "page" VARCHAR(60) NOT NULL,
    "meta_title" VARCHAR(200),
    "meta_description" VARCHAR(500),
    "social_image" VARCHAR(500),
    "no_index" BOOLEAN NOT NULL DEFAULT false,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "page_seo_pkey" PRIMARY KEY ("page")
);
