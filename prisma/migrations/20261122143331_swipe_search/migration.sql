-- search_vector is generated from the searchable columns, written by hand because the
-- Prisma schema can only call it Unsupported tsvector. English stemming, title weighs most.
-- A generated column rather than a trigger, because the migration runner splits scripts at
-- every semicolon, which a PL/pgSQL body cannot survive. Keep quotes and semicolons out of
-- comments here for the same reason.
ALTER TABLE "swipe" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english', coalesce("title", '')), 'A') ||
  setweight(to_tsvector('english', coalesce("notes", '')), 'B') ||
  setweight(to_tsvector('english', coalesce("source", '')), 'B') ||
  setweight(to_tsvector('english', coalesce("body_text", '')), 'C')
) STORED;

-- CreateIndex
CREATE INDEX "swipe_search_vector_idx" ON "swipe" USING GIN ("search_vector");
