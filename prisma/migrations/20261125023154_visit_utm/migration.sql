-- AlterTable
ALTER TABLE "visits" ADD COLUMN     "utm_campaign" VARCHAR(200),
ADD COLUMN     "utm_medium" VARCHAR(200),
ADD COLUMN     "utm_source" VARCHAR(200);
