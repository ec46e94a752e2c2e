-- AlterTable
ALTER TABLE "invite" ADD COLUMN     "link_token_hash" BYTEA;

-- CreateIndex
CREATE UNIQUE INDEX "invite_link_token_hash_key" ON "invite"("link_token_hash");
