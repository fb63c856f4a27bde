-- AlterEnum
ALTER TYPE "ActivityType" ADD VALUE 'privacy';
