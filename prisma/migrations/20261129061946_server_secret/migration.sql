-- CreateTable
CREATE TABLE "server_secret" (
    "name" TEXT NOT NULL,
    "value" BYTEA NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "server_secret_pkey" PRIMARY KEY ("name")
);
