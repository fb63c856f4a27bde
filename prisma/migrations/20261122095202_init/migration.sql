-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateEnum
CREATE TYPE "Role" AS ENUM ('user', 'editor', 'admin');

-- CreateEnum
CREATE TYPE "ProjectStatus" AS ENUM ('draft', 'published');

-- CreateEnum
CREATE TYPE "ProjectCategory" AS ENUM ('UX/UI Design', 'Communication Audiovisuelle', 'Développement Informatique', 'Communication Digitale', 'Développement Web', 'Développement Mobile');

-- CreateEnum
CREATE TYPE "FormType" AS ENUM ('contact', 'project', 'quote', 'newsletter');

-- CreateEnum
CREATE TYPE "ConversionStatus" AS ENUM ('started', 'completed', 'abandoned', 'processed');

-- CreateEnum
CREATE TYPE "ActivityType" AS ENUM ('blog', 'category', 'project', 'user', 'message', 'form_conversion', 'settings');

-- CreateEnum
CREATE TYPE "MailStatus" AS ENUM ('pending', 'sent', 'failed');

-- CreateTable
CREATE TABLE "users" (
    "id" SERIAL NOT NULL,
    "username" VARCHAR(50) NOT NULL,
    "email" VARCHAR(254) NOT NULL,
    "password_hash" TEXT NOT NULL,
    "role" "Role" NOT NULL DEFAULT 'user',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "last_login" TIMESTAMPTZ(3),

    CONSTRAINT "users_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "blog_categories" (
    "id" SERIAL NOT NULL,
    "name" VARCHAR(100) NOT NULL,
    "slug" VARCHAR(120) NOT NULL,
    "description" VARCHAR(1000),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "blog_categories_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "blog_posts" (
    "id" SERIAL NOT NULL,
    "title" VARCHAR(200) NOT NULL,
    "slug" VARCHAR(220) NOT NULL,
    "excerpt" VARCHAR(1000) NOT NULL,
    "content" TEXT NOT NULL,
    "cover_image" VARCHAR(500),
    "author" VARCHAR(100) NOT NULL,
    "category_id" INTEGER,
    "tags" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "published" BOOLEAN NOT NULL DEFAULT false,
    "published_at" TIMESTAMPTZ(3),
    "view_count" INTEGER NOT NULL DEFAULT 0,
    "read_time" INTEGER NOT NULL DEFAULT 1,
    "additional_images" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "blog_posts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "projects" (
    "id" SERIAL NOT NULL,
    "title" VARCHAR(200) NOT NULL,
    "category" "ProjectCategory" NOT NULL,
    "client" VARCHAR(200) NOT NULL,
    "date" VARCHAR(100) NOT NULL,
    "about" TEXT NOT NULL,
    "challenge" TEXT NOT NULL,
    "solution" TEXT NOT NULL,
    "results" TEXT NOT NULL,
    "technologies" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "tags" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "duration" VARCHAR(100),
    "team_size" VARCHAR(100),
    "testimonial_content" TEXT,
    "testimonial_author" VARCHAR(200),
    "testimonial_position" VARCHAR(200),
    "website_url" VARCHAR(500),
    "app_store_url" VARCHAR(500),
    "play_store_url" VARCHAR(500),
    "featured" BOOLEAN NOT NULL DEFAULT false,
    "featured_image_index" INTEGER NOT NULL DEFAULT 0,
    "status" "ProjectStatus" NOT NULL DEFAULT 'draft',
    "images" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "projects_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "form_conversions" (
    "id" SERIAL NOT NULL,
    "form_type" "FormType" NOT NULL,
    "status" "ConversionStatus" NOT NULL DEFAULT 'started',
    "user_email" VARCHAR(254),
    "page_source" VARCHAR(500),
    "data" JSONB,
    "session_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "completed_at" TIMESTAMPTZ(3),
    "processed_at" TIMESTAMPTZ(3),
    "mail_status" "MailStatus",
    "mail_attempts" INTEGER NOT NULL DEFAULT 0,
    "mail_error" VARCHAR(1000),

    CONSTRAINT "form_conversions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "conversion_replies" (
    "id" SERIAL NOT NULL,
    "conversion_id" INTEGER NOT NULL,
    "author_id" INTEGER,
    "to" VARCHAR(254) NOT NULL,
    "subject" VARCHAR(300) NOT NULL,
    "content" TEXT NOT NULL,
    "status" "MailStatus" NOT NULL DEFAULT 'pending',
    "error" VARCHAR(1000),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sent_at" TIMESTAMPTZ(3),

    CONSTRAINT "conversion_replies_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "activities" (
    "id" SERIAL NOT NULL,
    "type" "ActivityType" NOT NULL,
    "title" VARCHAR(300) NOT NULL,
    "description" VARCHAR(1000),
    "target_id" INTEGER,
    "actor_id" INTEGER,
    "read" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "activities_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "visits" (
    "id" SERIAL NOT NULL,
    "session_id" UUID NOT NULL,
    "page" VARCHAR(500) NOT NULL,
    "referrer" VARCHAR(500),
    "country" VARCHAR(100),
    "city" VARCHAR(100),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "visits_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "newsletter_subscribers" (
    "id" SERIAL NOT NULL,
    "email" VARCHAR(254) NOT NULL,
    "session_id" UUID,
    "page_source" VARCHAR(500),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "newsletter_subscribers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "media_files" (
    "id" SERIAL NOT NULL,
    "filename" VARCHAR(100) NOT NULL,
    "original_name" VARCHAR(255),
    "mime_type" VARCHAR(50) NOT NULL,
    "size" INTEGER NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "uploaded_by_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "media_files_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "site_settings" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "company_name" VARCHAR(200) NOT NULL,
    "phone" VARCHAR(50) NOT NULL,
    "email" VARCHAR(254) NOT NULL,
    "address" VARCHAR(300) NOT NULL,
    "facebook_url" VARCHAR(500),
    "instagram_url" VARCHAR(500),
    "linkedin_url" VARCHAR(500),
    "twitter_url" VARCHAR(500),
    "youtube_url" VARCHAR(500),
    "stat_projects" VARCHAR(20) NOT NULL,
    "stat_experts" VARCHAR(20) NOT NULL,
    "stat_years" VARCHAR(20) NOT NULL,
    "stat_satisfaction" VARCHAR(20) NOT NULL,
    "content_seeded_at" TIMESTAMPTZ(3),
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "site_settings_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "users_username_key" ON "users"("username");

-- CreateIndex
CREATE UNIQUE INDEX "users_email_key" ON "users"("email");

-- CreateIndex
CREATE INDEX "users_role_idx" ON "users"("role");

-- CreateIndex
CREATE INDEX "users_created_at_idx" ON "users"("created_at" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "blog_categories_name_key" ON "blog_categories"("name");

-- CreateIndex
CREATE UNIQUE INDEX "blog_categories_slug_key" ON "blog_categories"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "blog_posts_slug_key" ON "blog_posts"("slug");

-- CreateIndex
CREATE INDEX "blog_posts_published_published_at_idx" ON "blog_posts"("published", "published_at" DESC);

-- CreateIndex
CREATE INDEX "blog_posts_created_at_idx" ON "blog_posts"("created_at" DESC);

-- CreateIndex
CREATE INDEX "blog_posts_published_created_at_idx" ON "blog_posts"("published", "created_at" DESC);

-- CreateIndex
CREATE INDEX "blog_posts_category_id_idx" ON "blog_posts"("category_id");

-- CreateIndex
CREATE INDEX "projects_status_created_at_idx" ON "projects"("status", "created_at" DESC);

-- CreateIndex
CREATE INDEX "projects_status_featured_created_at_idx" ON "projects"("status", "featured", "created_at" DESC);

-- CreateIndex
CREATE INDEX "projects_created_at_idx" ON "projects"("created_at" DESC);

-- CreateIndex
CREATE INDEX "projects_category_created_at_idx" ON "projects"("category", "created_at" DESC);

-- CreateIndex
CREATE INDEX "projects_featured_created_at_idx" ON "projects"("featured", "created_at" DESC);

-- CreateIndex
CREATE INDEX "form_conversions_created_at_idx" ON "form_conversions"("created_at" DESC);

-- CreateIndex
CREATE INDEX "form_conversions_status_created_at_idx" ON "form_conversions"("status", "created_at" DESC);

-- CreateIndex
CREATE INDEX "form_conversions_form_type_status_created_at_idx" ON "form_conversions"("form_type", "status", "created_at" DESC);

-- CreateIndex
CREATE INDEX "form_conversions_session_id_form_type_idx" ON "form_conversions"("session_id", "form_type");

-- CreateIndex
CREATE INDEX "form_conversions_mail_status_idx" ON "form_conversions"("mail_status");

-- CreateIndex
CREATE INDEX "conversion_replies_conversion_id_created_at_idx" ON "conversion_replies"("conversion_id", "created_at");

-- CreateIndex
CREATE INDEX "conversion_replies_author_id_idx" ON "conversion_replies"("author_id");

-- CreateIndex
CREATE INDEX "activities_created_at_idx" ON "activities"("created_at" DESC);

-- CreateIndex
CREATE INDEX "activities_read_created_at_idx" ON "activities"("read", "created_at" DESC);

-- CreateIndex
CREATE INDEX "activities_actor_id_idx" ON "activities"("actor_id");

-- CreateIndex
CREATE INDEX "visits_created_at_session_id_idx" ON "visits"("created_at", "session_id");

-- CreateIndex
CREATE INDEX "visits_session_id_idx" ON "visits"("session_id");

-- CreateIndex
CREATE UNIQUE INDEX "newsletter_subscribers_email_key" ON "newsletter_subscribers"("email");

-- CreateIndex
CREATE INDEX "newsletter_subscribers_created_at_idx" ON "newsletter_subscribers"("created_at" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "media_files_filename_key" ON "media_files"("filename");

-- CreateIndex
CREATE INDEX "media_files_uploaded_by_id_idx" ON "media_files"("uploaded_by_id");

-- AddForeignKey
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_category_id_fkey" FOREIGN KEY ("category_id") REFERENCES "blog_categories"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "conversion_replies" ADD CONSTRAINT "conversion_replies_conversion_id_fkey" FOREIGN KEY ("conversion_id") REFERENCES "form_conversions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "conversion_replies" ADD CONSTRAINT "conversion_replies_author_id_fkey" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "activities" ADD CONSTRAINT "activities_actor_id_fkey" FOREIGN KEY ("actor_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_uploaded_by_id_fkey" FOREIGN KEY ("uploaded_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
