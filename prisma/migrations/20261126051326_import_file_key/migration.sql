-- AlterTable
ALTER TABLE "import_job" ADD COLUMN     "file_key" TEXT;
