-- CreateEnum
CREATE TYPE "remix_part" AS ENUM ('HEADLINE', 'BODY', 'CALL_TO_ACTION', 'SUBJECT_LINE');

-- CreateEnum
CREATE TYPE "remix_variant_status" AS ENUM ('WRITING', 'DONE', 'FAILED');

-- AlterEnum
ALTER TYPE "created_via" ADD VALUE 'REMIX';

-- AlterEnum
ALTER TYPE "swipe_kind" ADD VALUE 'TEXT';

-- CreateTable
CREATE TABLE "remix" (
    "id" UUID NOT NULL,
    "team_id" UUID NOT NULL,
    "author_id" UUID,
    "source_swipe_id" UUID,
    "source_title" TEXT,
    "source_text" TEXT,
    "product" TEXT NOT NULL,
    "audience" TEXT NOT NULL,
    "tone" TEXT NOT NULL,
    "parts" "remix_part"[],
    "model" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "remix_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "remix_variant" (
    "id" UUID NOT NULL,
    "remix_id" UUID NOT NULL,
    "position" INTEGER NOT NULL,
    "text" TEXT NOT NULL DEFAULT '',
    "status" "remix_variant_status" NOT NULL DEFAULT 'WRITING',
    "error" TEXT,
    "rating" INTEGER,
    "edited" BOOLEAN NOT NULL DEFAULT false,
    "saved_swipe_id" UUID,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "remix_variant_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ai_usage" (
    "team_id" UUID NOT NULL,
    "month" DATE NOT NULL,
    "used" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "ai_usage_pkey" PRIMARY KEY ("team_id","month")
);

-- CreateIndex
CREATE INDEX "remix_team_id_id_idx" ON "remix"("team_id", "id" DESC);

-- CreateIndex
CREATE INDEX "remix_source_swipe_id_idx" ON "remix"("source_swipe_id");

-- CreateIndex
CREATE INDEX "remix_author_id_idx" ON "remix"("author_id");

-- CreateIndex
CREATE INDEX "remix_variant_saved_swipe_id_idx" ON "remix_variant"("saved_swipe_id");

-- CreateIndex
CREATE UNIQUE INDEX "remix_variant_remix_id_position_key" ON "remix_variant"("remix_id", "position");

-- AddForeignKey
ALTER TABLE "remix" ADD CONSTRAINT "remix_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "team"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "remix" ADD CONSTRAINT "remix_author_id_fkey" FOREIGN KEY ("author_id") REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "remix" ADD CONSTRAINT "remix_source_swipe_id_fkey" FOREIGN KEY ("source_swipe_id") REFERENCES "swipe"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "remix_variant" ADD CONSTRAINT "remix_variant_remix_id_fkey" FOREIGN KEY ("remix_id") REFERENCES "remix"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "remix_variant" ADD CONSTRAINT "remix_variant_saved_swipe_id_fkey" FOREIGN KEY ("saved_swipe_id") REFERENCES "swipe"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ai_usage" ADD CONSTRAINT "ai_usage_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "team"("id") ON DELETE CASCADE ON UPDATE CASCADE;
