-- PostgreSQL estimates how many swipes a search word matches from the most common lexemes it
-- samples in search_vector, a word outside that list is guessed from the rarest one in it. With
-- the default sample (statistics target 100) a rare word among a million swipes was guessed at
-- ~5,000 matches against 824, and a search with a kind filter then combined the word's index
-- with the kind index (reading all 272,727 emails' entries, ~100 ms) instead of checking the
-- word's 824 rows (7 ms) (docs/performance.md, "Search at 1,000,000 swipes"). A bigger sample
-- makes the guess close. Written by hand: Prisma does not model a column's statistics target.
-- The ANALYZE of that one column makes it take effect now rather than at autovacuum's next
-- (it samples up to 300,000 rows: ~10-20 s at a million swipes, once, it blocks no writes).
ALTER TABLE "swipe" ALTER COLUMN "search_vector" SET STATISTICS 1000;
ANALYZE "swipe" ("search_vector");
