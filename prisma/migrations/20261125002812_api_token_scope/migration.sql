-- CreateEnum
CREATE TYPE "ApiTokenScope" AS ENUM ('FULL', 'READ_ONLY');

-- AlterTable
ALTER TABLE "api_token" ADD COLUMN     "scope" "ApiTokenScope" NOT NULL DEFAULT 'FULL';
