-- CreateEnum
CREATE TYPE "notification_kind" AS ENUM ('MENTION', 'REPLY', 'COMMENT', 'INVITE');

-- AlterTable
ALTER TABLE "comment" ADD COLUMN     "pin_height" DOUBLE PRECISION,
ADD COLUMN     "pin_width" DOUBLE PRECISION,
ADD COLUMN     "pin_x" DOUBLE PRECISION,
ADD COLUMN     "pin_y" DOUBLE PRECISION;

-- CreateTable
CREATE TABLE "comment_mention" (
    "comment_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,

    CONSTRAINT "comment_mention_pkey" PRIMARY KEY ("comment_id","user_id")
);

-- CreateTable
CREATE TABLE "notification" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "team_id" UUID NOT NULL,
    "kind" "notification_kind" NOT NULL,
    "actor_id" UUID,
    "comment_id" UUID,
    "invite_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "read_at" TIMESTAMPTZ(3),
    "emailed_at" TIMESTAMPTZ(3),

    CONSTRAINT "notification_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "notification_settings" (
    "user_id" UUID NOT NULL,
    "mentions" BOOLEAN NOT NULL DEFAULT true,
    "replies" BOOLEAN NOT NULL DEFAULT true,
    "comments" BOOLEAN NOT NULL DEFAULT true,
    "invites" BOOLEAN NOT NULL DEFAULT true,
    "mention_emails" BOOLEAN NOT NULL DEFAULT true,
    "daily_digest" BOOLEAN NOT NULL DEFAULT false,
    "tracked_ads_digest" BOOLEAN NOT NULL DEFAULT true,
    "unsubscribe_token" TEXT NOT NULL,
    "last_active_at" TIMESTAMPTZ(3),
    "mention_emailed_at" TIMESTAMPTZ(3),
    "digested_at" TIMESTAMPTZ(3),

    CONSTRAINT "notification_settings_pkey" PRIMARY KEY ("user_id")
);

-- CreateIndex
CREATE INDEX "comment_mention_user_id_idx" ON "comment_mention"("user_id");

-- CreateIndex
CREATE INDEX "notification_user_id_created_at_idx" ON "notification"("user_id", "created_at");

-- CreateIndex
CREATE INDEX "notification_user_id_read_at_idx" ON "notification"("user_id", "read_at");

-- CreateIndex
CREATE INDEX "notification_team_id_idx" ON "notification"("team_id");

-- CreateIndex
CREATE INDEX "notification_actor_id_idx" ON "notification"("actor_id");

-- CreateIndex
CREATE INDEX "notification_comment_id_idx" ON "notification"("comment_id");

-- CreateIndex
CREATE INDEX "notification_invite_id_idx" ON "notification"("invite_id");

-- CreateIndex
CREATE UNIQUE INDEX "notification_user_id_comment_id_key" ON "notification"("user_id", "comment_id");

-- CreateIndex
CREATE UNIQUE INDEX "notification_user_id_invite_id_key" ON "notification"("user_id", "invite_id");

-- CreateIndex
CREATE UNIQUE INDEX "notification_settings_unsubscribe_token_key" ON "notification_settings"("unsubscribe_token");

-- AddForeignKey
ALTER TABLE "comment_mention" ADD CONSTRAINT "comment_mention_comment_id_fkey" FOREIGN KEY ("comment_id") REFERENCES "comment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "comment_mention" ADD CONSTRAINT "comment_mention_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "notification" ADD CONSTRAINT "notification_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "notification" ADD CONSTRAINT "notification_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "team"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "notification" ADD CONSTRAINT "notification_actor_id_fkey" FOREIGN KEY ("actor_id") REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "notification" ADD CONSTRAINT "notification_comment_id_fkey" FOREIGN KEY ("comment_id") REFERENCES "comment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "notification" ADD CONSTRAINT "notification_invite_id_fkey" FOREIGN KEY ("invite_id") REFERENCES "invite"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A pin is a point (x, y) or a rectangle (x, y, width, height) inside the picture.
ALTER TABLE "comment" ADD CONSTRAINT "comment_pin_shape" CHECK (
  (pin_x IS NULL AND pin_y IS NULL AND pin_width IS NULL AND pin_height IS NULL)
  OR (pin_x BETWEEN 0 AND 1 AND pin_y BETWEEN 0 AND 1 AND (
    (pin_width IS NULL AND pin_height IS NULL)
    OR (pin_width > 0 AND pin_height > 0 AND pin_x + pin_width <= 1 AND pin_y + pin_height <= 1)
  ))
);
