-- AlterEnum
ALTER TYPE "created_via" ADD VALUE 'DISCOVER';

-- AlterTable
ALTER TABLE "collection" ADD COLUMN     "discover_listed_at" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "user" ADD COLUMN     "discover_seen_at" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "discover_hidden" (
    "user_id" UUID NOT NULL,
    "item_key" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "discover_hidden_pkey" PRIMARY KEY ("user_id","item_key")
);

-- CreateTable
CREATE TABLE "discover_save" (
    "team_id" UUID NOT NULL,
    "item_key" TEXT NOT NULL,
    "swipe_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "discover_save_pkey" PRIMARY KEY ("team_id","item_key")
);

-- CreateTable
CREATE TABLE "team_search" (
    "team_id" UUID NOT NULL,
    "term" TEXT NOT NULL,
    "searched_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "team_search_pkey" PRIMARY KEY ("team_id","term")
);

-- CreateIndex
CREATE INDEX "discover_save_swipe_id_idx" ON "discover_save"("swipe_id");

-- CreateIndex
CREATE INDEX "team_search_team_id_searched_at_idx" ON "team_search"("team_id", "searched_at" DESC);

-- CreateIndex
CREATE INDEX "collection_discover_listed_at_idx" ON "collection"("discover_listed_at");

-- AddForeignKey
ALTER TABLE "discover_hidden" ADD CONSTRAINT "discover_hidden_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "discover_save" ADD CONSTRAINT "discover_save_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "team"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "discover_save" ADD CONSTRAINT "discover_save_swipe_id_fkey" FOREIGN KEY ("swipe_id") REFERENCES "swipe"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "team_search" ADD CONSTRAINT "team_search_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "team"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- When a user last opened Discover shows on no team page: it bumps no team's data version
-- (the team_data_version migration's list, plus this column).
CREATE OR REPLACE FUNCTION team_data_version_user() RETURNS trigger
LANGUAGE plpgsql AS E'
DECLARE
  ignored text[] := ARRAY[''password_hash'', ''last_sign_in_at'', ''onboarding_meta'',
    ''extension_installed'', ''inbound_email_token'', ''inbound_email_team_id'', ''swipe_view'',
    ''discover_seen_at'', ''updated_at'']\x3b
BEGIN
  IF TG_OP = ''UPDATE'' THEN
    PERFORM bump_team_data_versions(ARRAY(
      WITH changed AS (
        SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE to_jsonb(n) - ignored IS DISTINCT FROM to_jsonb(o) - ignored
      )
      SELECT m.team_id FROM team_member m WHERE m.user_id IN (SELECT id FROM changed)
      UNION SELECT s.team_id FROM swipe s WHERE s.author_id IN (SELECT id FROM changed)))\x3b
  ELSIF TG_OP = ''DELETE'' THEN
    PERFORM bump_team_data_versions(ARRAY(
      SELECT m.team_id FROM team_member m WHERE m.user_id IN (SELECT id FROM old_rows)
      UNION SELECT s.team_id FROM swipe s WHERE s.author_id IN (SELECT id FROM old_rows)))\x3b
  END IF\x3b
  RETURN NULL\x3b
END ';
