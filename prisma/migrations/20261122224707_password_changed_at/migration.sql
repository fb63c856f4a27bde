-- AlterTable
-- Existing accounts get the epoch, so that the sessions open when this migration runs stay valid; accounts
-- created from now on get their creation time (the schema's default).
ALTER TABLE "users" ADD COLUMN     "password_changed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT '1970-01-01 00:00:00+00';
ALTER TABLE "users" ALTER COLUMN "password_changed_at" SET DEFAULT CURRENT_TIMESTAMP;
