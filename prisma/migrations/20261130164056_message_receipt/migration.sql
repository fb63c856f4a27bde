-- AlterTable
ALTER TABLE "form_conversions" ADD COLUMN     "receipt_mailed_at" TIMESTAMPTZ(3);
