-- AlterTable
ALTER TABLE "example" ADD COLUMN     "description" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "theme" TEXT NOT NULL DEFAULT '';
