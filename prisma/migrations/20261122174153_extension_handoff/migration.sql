-- CreateTable
CREATE TABLE "extension_handoff" (
    "id" TEXT NOT NULL,
    "secret_hash" BYTEA NOT NULL,
    "user_id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "used_at" TIMESTAMPTZ(3),

    CONSTRAINT "extension_handoff_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "extension_handoff_user_id_idx" ON "extension_handoff"("user_id");

-- AddForeignKey
ALTER TABLE "extension_handoff" ADD CONSTRAINT "extension_handoff_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;
