-- AlterTable
ALTER TABLE "invite" ADD COLUMN     "replaced_by_id" UUID;

-- CreateIndex
CREATE INDEX "invite_replaced_by_id_idx" ON "invite"("replaced_by_id");

-- AddForeignKey
ALTER TABLE "invite" ADD CONSTRAINT "invite_replaced_by_id_fkey" FOREIGN KEY ("replaced_by_id") REFERENCES "invite"("id") ON DELETE SET NULL ON UPDATE CASCADE;
