-- AlterTable
ALTER TABLE "form_conversions" ADD COLUMN     "locale" VARCHAR(5) NOT NULL DEFAULT 'fr';
