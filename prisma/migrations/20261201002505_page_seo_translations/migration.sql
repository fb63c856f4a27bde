-- CreateTable
CREATE TABLE "page_seo_translations" (
    "page" VARCHAR(60) NOT NULL,
    "locale" VARCHAR(8) NOT NULL,
    "meta_title" VARCHAR(200),
    "meta_description" VARCHAR(500),
    "no_index" BOOLEAN NOT NULL DEFAULT false,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "page_seo_translations_pkey" PRIMARY KEY ("page","locale")
);
