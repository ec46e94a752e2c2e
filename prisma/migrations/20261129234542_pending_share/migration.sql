-- CreateTable
CREATE TABLE "pending_share" (
    "id" UUID NOT NULL,
    "user_id" UUID,
    "claim_hash" TEXT,
    "title" TEXT,
    "text" TEXT,
    "url" TEXT,
    "files" JSONB NOT NULL DEFAULT '[]',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "pending_share_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "pending_share_user_id_idx" ON "pending_share"("user_id");

-- CreateIndex
CREATE INDEX "pending_share_expires_at_idx" ON "pending_share"("expires_at");

-- AddForeignKey
ALTER TABLE "pending_share" ADD CONSTRAINT "pending_share_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;
