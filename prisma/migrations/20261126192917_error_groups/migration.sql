-- CreateTable
CREATE TABLE "error_group" (
    "id" UUID NOT NULL,
    "fingerprint" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "culprit" TEXT,
    "count" INTEGER NOT NULL DEFAULT 1,
    "first_seen_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_seen_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "resolved_at" TIMESTAMPTZ(3),
    "last_event" JSONB NOT NULL,

    CONSTRAINT "error_group_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "error_group_fingerprint_key" ON "error_group"("fingerprint");

-- CreateIndex
CREATE INDEX "error_group_resolved_at_last_seen_at_idx" ON "error_group"("resolved_at", "last_seen_at");

-- CreateIndex
CREATE INDEX "error_group_last_seen_at_idx" ON "error_group"("last_seen_at");
