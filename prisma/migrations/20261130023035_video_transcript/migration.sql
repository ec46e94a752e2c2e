-- CreateEnum
CREATE TYPE "transcript_status" AS ENUM ('OFF', 'PENDING', 'DONE', 'FAILED');

-- AlterTable
ALTER TABLE "swipe" ADD COLUMN     "transcript_text" TEXT;

-- CreateTable
CREATE TABLE "swipe_transcript" (
    "swipe_id" UUID NOT NULL,
    "status" "transcript_status" NOT NULL,
    "failure" TEXT,
    "note" TEXT,
    "segments" JSONB NOT NULL DEFAULT '[]',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "swipe_transcript_pkey" PRIMARY KEY ("swipe_id")
);

-- AddForeignKey
ALTER TABLE "swipe_transcript" ADD CONSTRAINT "swipe_transcript_swipe_id_fkey" FOREIGN KEY ("swipe_id") REFERENCES "swipe"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- search_vector also covers a video's transcript, weighted like body text (C), written by hand
-- like in the image_text migration: a generated expression cannot be altered, so the column
-- and its index are made again (every row is computed anew), with the storage and statistics
-- target of the search_vector_inline and search_vector_statistics migrations. Keep quotes and
-- semicolons out of comments here.
DROP INDEX "swipe_search_vector_idx";

ALTER TABLE "swipe" DROP COLUMN "search_vector";

ALTER TABLE "swipe" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english', coalesce("title", '')), 'A') ||
  setweight(to_tsvector('english', coalesce("notes", '')), 'B') ||
  setweight(to_tsvector('english', coalesce("source", '')), 'B') ||
  setweight(to_tsvector('english', coalesce("body_text", '')), 'C') ||
  setweight(to_tsvector('english', coalesce("email_text", '')), 'C') ||
  setweight(to_tsvector('english', coalesce("transcript_text", '')), 'C') ||
  setweight(to_tsvector('english', coalesce("image_text", '')), 'D')
) STORED;

ALTER TABLE "swipe" ALTER COLUMN "search_vector" SET STORAGE MAIN;
ALTER TABLE "swipe" ALTER COLUMN "search_vector" SET STATISTICS 1000;

-- CreateIndex
CREATE INDEX "swipe_search_vector_idx" ON "swipe" USING GIN ("search_vector");

ANALYZE "swipe" ("search_vector");
