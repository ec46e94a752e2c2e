-- AlterTable
ALTER TABLE "user" ADD COLUMN     "inbound_email_team_id" UUID;

-- CreateIndex
CREATE INDEX "user_inbound_email_team_id_idx" ON "user"("inbound_email_team_id");

-- AddForeignKey
ALTER TABLE "user" ADD CONSTRAINT "user_inbound_email_team_id_fkey" FOREIGN KEY ("inbound_email_team_id") REFERENCES "team"("id") ON DELETE SET NULL ON UPDATE CASCADE;
