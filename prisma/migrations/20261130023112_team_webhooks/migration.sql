-- CreateEnum
CREATE TYPE "webhook_kind" AS ENUM ('GENERIC', 'SLACK');

-- CreateEnum
CREATE TYPE "webhook_delivery_status" AS ENUM ('PENDING', 'SUCCEEDED', 'FAILED');

-- AlterEnum
ALTER TYPE "notification_kind" ADD VALUE 'WEBHOOK_DISABLED';

-- AlterTable
ALTER TABLE "notification" ADD COLUMN     "webhook_id" UUID;

-- CreateTable
CREATE TABLE "team_webhook" (
    "id" UUID NOT NULL,
    "team_id" UUID NOT NULL,
    "url" TEXT NOT NULL,
    "kind" "webhook_kind" NOT NULL,
    "events" TEXT[],
    "secret" BYTEA NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "disabled_reason" TEXT,
    "consecutive_failures" INTEGER NOT NULL DEFAULT 0,
    "created_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "team_webhook_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "webhook_delivery" (
    "id" UUID NOT NULL,
    "webhook_id" UUID NOT NULL,
    "event" TEXT NOT NULL,
    "payload" TEXT NOT NULL,
    "status" "webhook_delivery_status" NOT NULL DEFAULT 'PENDING',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "response_code" INTEGER,
    "error" TEXT,
    "next_attempt_at" TIMESTAMPTZ(3),
    "last_attempt_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "webhook_delivery_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "team_webhook_team_id_idx" ON "team_webhook"("team_id");

-- CreateIndex
CREATE INDEX "team_webhook_created_by_id_idx" ON "team_webhook"("created_by_id");

-- CreateIndex
CREATE INDEX "webhook_delivery_webhook_id_id_idx" ON "webhook_delivery"("webhook_id", "id" DESC);

-- CreateIndex
CREATE INDEX "notification_webhook_id_idx" ON "notification"("webhook_id");

-- AddForeignKey
ALTER TABLE "notification" ADD CONSTRAINT "notification_webhook_id_fkey" FOREIGN KEY ("webhook_id") REFERENCES "team_webhook"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "team_webhook" ADD CONSTRAINT "team_webhook_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "team"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "team_webhook" ADD CONSTRAINT "team_webhook_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "webhook_delivery" ADD CONSTRAINT "webhook_delivery_webhook_id_fkey" FOREIGN KEY ("webhook_id") REFERENCES "team_webhook"("id") ON DELETE CASCADE ON UPDATE CASCADE;
