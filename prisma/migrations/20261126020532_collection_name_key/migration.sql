-- Collection names are unique per team regardless of case and surrounding spaces (issue 16).
-- Existing duplicates are renamed first: the oldest keeps its name, the others become
-- Name (2), Name (3) and so on, or Name (first 8 characters of their id) where the team has a
-- collection of that name already. No semicolons or quotes in comments here (the
-- PostgreSQL adapter splits the script at semicolons).
UPDATE "collection" AS c
SET "name" = CASE
  WHEN EXISTS (
    SELECT 1 FROM "collection" AS other
    WHERE other."team_id" = c."team_id"
      AND lower(btrim(other."name")) = lower(btrim(c."name")) || ' (' || d."position" || ')'
  ) THEN btrim(c."name") || ' (' || left(c."id"::text, 8) || ')'
  ELSE btrim(c."name") || ' (' || d."position" || ')'
END
FROM (
  SELECT "id", row_number() OVER (
    PARTITION BY "team_id", lower(btrim("name")) ORDER BY "created_at", "id"
  ) AS "position"
  FROM "collection"
) AS d
WHERE d."id" = c."id" AND d."position" > 1;

-- AlterTable
ALTER TABLE "collection" ADD COLUMN "name_key" text GENERATED ALWAYS AS (lower(btrim(name))) STORED;

-- CreateIndex
CREATE UNIQUE INDEX "collection_team_id_name_key_key" ON "collection"("team_id", "name_key");
