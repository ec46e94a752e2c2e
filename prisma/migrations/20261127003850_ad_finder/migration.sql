-- CreateEnum
CREATE TYPE "tracked_brand_kind" AS ENUM ('PAGE', 'KEYWORD');

-- AlterEnum
ALTER TYPE "created_via" ADD VALUE 'FINDER';

-- CreateTable
CREATE TABLE "tracked_brand" (
    "id" UUID NOT NULL,
    "team_id" UUID NOT NULL,
    "created_by_id" UUID,
    "kind" "tracked_brand_kind" NOT NULL,
    "query" TEXT NOT NULL,
    "label" TEXT NOT NULL,
    "country" TEXT NOT NULL DEFAULT 'ALL',
    "collection_id" UUID,
    "paused_at" TIMESTAMPTZ(3),
    "last_checked_at" TIMESTAMPTZ(3),
    "last_error" TEXT,
    "last_found_count" INTEGER NOT NULL DEFAULT 0,
    "last_saved_count" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "tracked_brand_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "meta_ad" (
    "id" UUID NOT NULL,
    "team_id" UUID NOT NULL,
    "ad_id" TEXT NOT NULL,
    "page_id" TEXT,
    "page_name" TEXT NOT NULL,
    "body" TEXT NOT NULL DEFAULT '',
    "link_title" TEXT,
    "platforms" TEXT[],
    "country" TEXT NOT NULL DEFAULT 'ALL',
    "started_at" TIMESTAMPTZ(3),
    "stopped_at" TIMESTAMPTZ(3),
    "tracked_brand_id" UUID,
    "swipe_id" UUID,
    "saved_at" TIMESTAMPTZ(3),
    "found_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "digested_at" TIMESTAMPTZ(3),

    CONSTRAINT "meta_ad_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "tracked_brand_collection_id_idx" ON "tracked_brand"("collection_id");

-- CreateIndex
CREATE INDEX "tracked_brand_created_by_id_idx" ON "tracked_brand"("created_by_id");

-- CreateIndex
CREATE UNIQUE INDEX "tracked_brand_team_id_kind_query_country_key" ON "tracked_brand"("team_id", "kind", "query", "country");

-- CreateIndex
CREATE INDEX "meta_ad_tracked_brand_id_saved_at_idx" ON "meta_ad"("tracked_brand_id", "saved_at");

-- CreateIndex
CREATE INDEX "meta_ad_swipe_id_idx" ON "meta_ad"("swipe_id");

-- CreateIndex
CREATE INDEX "meta_ad_digested_at_found_at_idx" ON "meta_ad"("digested_at", "found_at");

-- CreateIndex
CREATE UNIQUE INDEX "meta_ad_team_id_ad_id_key" ON "meta_ad"("team_id", "ad_id");

-- AddForeignKey
ALTER TABLE "tracked_brand" ADD CONSTRAINT "tracked_brand_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "team"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "tracked_brand" ADD CONSTRAINT "tracked_brand_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "tracked_brand" ADD CONSTRAINT "tracked_brand_collection_id_fkey" FOREIGN KEY ("collection_id") REFERENCES "collection"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "meta_ad" ADD CONSTRAINT "meta_ad_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "team"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "meta_ad" ADD CONSTRAINT "meta_ad_tracked_brand_id_fkey" FOREIGN KEY ("tracked_brand_id") REFERENCES "tracked_brand"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "meta_ad" ADD CONSTRAINT "meta_ad_swipe_id_fkey" FOREIGN KEY ("swipe_id") REFERENCES "swipe"("id") ON DELETE SET NULL ON UPDATE CASCADE;
