-- CreateEnum
CREATE TYPE "WebVitalGrain" AS ENUM ('week', 'month');

-- CreateTable
CREATE TABLE "web_vital_period_buckets" (
    "dimension" "WebVitalDimension" NOT NULL,
    "grain" "WebVitalGrain" NOT NULL,
    "start" DATE NOT NULL,
    "value" VARCHAR(500) NOT NULL,
    "metric" "WebVitalMetric" NOT NULL,
    "bucket" SMALLINT NOT NULL,
    "count" INTEGER NOT NULL,

    CONSTRAINT "web_vital_period_buckets_pkey" PRIMARY KEY ("dimension","grain","start","value","metric","bucket")
);

-- Backfill: the weeks and months of the histograms already kept by day (lib/web-vitals addBucketCounts writes both
-- from now on), but for single pages, which are read by their days.
INSERT INTO "web_vital_period_buckets" ("dimension", "grain", "start", "value", "metric", "bucket", "count")
SELECT "dimension", grain, date_trunc(grain::text, "day"::timestamp)::date, "value", "metric", "bucket", sum("count")
FROM "web_vital_buckets" CROSS JOIN unnest(enum_range(NULL::"WebVitalGrain")) AS grain
WHERE "dimension" <> 'page'
GROUP BY 1, 2, 3, 4, 5, 6;
