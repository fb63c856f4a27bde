-- CreateEnum
CREATE TYPE "WebVitalMetric" AS ENUM ('LCP', 'INP', 'CLS', 'FCP', 'TTFB');

-- CreateEnum
CREATE TYPE "WebVitalDimension" AS ENUM ('all', 'route', 'page', 'country', 'device', 'connection');

-- AlterTable
ALTER TABLE "site_settings" ADD COLUMN     "web_vitals_sample_percent" SMALLINT NOT NULL DEFAULT 100;

-- CreateTable
CREATE TABLE "web_vital_buckets" (
    "day" DATE NOT NULL,
    "dimension" "WebVitalDimension" NOT NULL,
    "value" VARCHAR(500) NOT NULL,
    "metric" "WebVitalMetric" NOT NULL,
    "bucket" SMALLINT NOT NULL,
    "count" INTEGER NOT NULL,

    CONSTRAINT "web_vital_buckets_pkey" PRIMARY KEY ("dimension","day","value","metric","bucket")
);

-- CreateIndex
CREATE INDEX "web_vital_buckets_dimension_value_day_idx" ON "web_vital_buckets"("dimension", "value", "day");
