-- CreateEnum
CREATE TYPE "support_status" AS ENUM ('OPEN', 'CLOSED');

-- CreateTable
CREATE TABLE "support_conversation" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "status" "support_status" NOT NULL DEFAULT 'OPEN',
    "assignee_id" UUID,
    "awaiting_support" BOOLEAN NOT NULL DEFAULT false,
    "last_message_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "user_read_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "support_conversation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "support_message" (
    "id" UUID NOT NULL,
    "conversation_id" UUID NOT NULL,
    "author_id" UUID,
    "from_support" BOOLEAN NOT NULL,
    "body" TEXT NOT NULL,
    "attachment" JSONB,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "support_message_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "support_conversation_user_id_key" ON "support_conversation"("user_id");

-- CreateIndex
CREATE INDEX "support_conversation_status_awaiting_support_last_message_a_idx" ON "support_conversation"("status", "awaiting_support", "last_message_at");

-- CreateIndex
CREATE INDEX "support_message_conversation_id_created_at_idx" ON "support_message"("conversation_id", "created_at");

-- AddForeignKey
ALTER TABLE "support_conversation" ADD CONSTRAINT "support_conversation_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "support_message" ADD CONSTRAINT "support_message_conversation_id_fkey" FOREIGN KEY ("conversation_id") REFERENCES "support_conversation"("id") ON DELETE CASCADE ON UPDATE CASCADE;
