-- A search reads the search vector of every swipe it walks (services/swipe-list.ts). Kept in
-- the row (compressed) rather than in the TOAST table, reading one costs no TOAST index look-up
-- and chunk fetch: a search that walks 20,000 swipes runs 3-5 times faster
-- (docs/performance.md, "Search at 1,000,000 swipes"). Written by hand: Prisma does not model
-- a column's storage.
ALTER TABLE "swipe" ALTER COLUMN "search_vector" SET STORAGE MAIN;

-- SET STORAGE applies to rows written from now on: rewriting the table moves the vectors of
-- existing rows into them (in the primary key's order: newest last, as rows are added).
CLUSTER "swipe" USING "swipe_pkey";
ALTER TABLE "swipe" SET WITHOUT CLUSTER;
