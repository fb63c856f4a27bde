-- CreateTable
CREATE TABLE "blog_category_translations" (
    "category_id" INTEGER NOT NULL,
    "locale" VARCHAR(8) NOT NULL,
    "name" VARCHAR(100) NOT NULL,

    CONSTRAINT "blog_category_translations_pkey" PRIMARY KEY ("category_id","locale")
);

-- AddForeignKey
ALTER TABLE "blog_category_translations" ADD CONSTRAINT "blog_category_translations_category_id_fkey" FOREIGN KEY ("category_id") REFERENCES "blog_categories"("id") ON DELETE CASCADE ON UPDATE CASCADE;
