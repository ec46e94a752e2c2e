-- CreateTable
CREATE TABLE "analytics_event" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "user_id" UUID,
    "path" TEXT,
    "properties" JSONB,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "analytics_event_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "analytics_event_name_created_at_idx" ON "analytics_event"("name", "created_at");

-- CreateIndex
CREATE INDEX "analytics_event_user_id_created_at_idx" ON "analytics_event"("user_id", "created_at");

-- AddForeignKey
ALTER TABLE "analytics_event" ADD CONSTRAINT "analytics_event_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE CASCADE;
