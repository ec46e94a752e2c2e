-- CreateEnum
CREATE TYPE "image_text_status" AS ENUM ('NONE', 'PENDING', 'DONE', 'FAILED');

-- AlterTable
ALTER TABLE "swipe" ADD COLUMN     "email_text" TEXT,
ADD COLUMN     "image_text" TEXT,
ADD COLUMN     "image_text_status" "image_text_status" NOT NULL DEFAULT 'NONE';

-- search_vector also covers the text of email HTML and the text read in images, written by
-- hand like in the swipe_search migration: a generated expression cannot be altered, so the
-- column and its index are made again (every row is computed anew). Keep quotes and
-- semicolons out of comments here.
DROP INDEX "swipe_search_vector_idx";

ALTER TABLE "swipe" DROP COLUMN "search_vector";

ALTER TABLE "swipe" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english', coalesce("title", '')), 'A') ||
  setweight(to_tsvector('english', coalesce("notes", '')), 'B') ||
  setweight(to_tsvector('english', coalesce("source", '')), 'B') ||
  setweight(to_tsvector('english', coalesce("body_text", '')), 'C') ||
  setweight(to_tsvector('english', coalesce("email_text", '')), 'C') ||
  setweight(to_tsvector('english', coalesce("image_text", '')), 'D')
) STORED;

-- CreateIndex
CREATE INDEX "swipe_search_vector_idx" ON "swipe" USING GIN ("search_vector");
