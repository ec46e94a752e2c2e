-- CreateEnum
CREATE TYPE "export_status" AS ENUM ('PENDING', 'RUNNING', 'READY', 'FAILED');

-- CreateTable
CREATE TABLE "export_job" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "team_id" UUID,
    "status" "export_status" NOT NULL DEFAULT 'PENDING',
    "swipes_done" INTEGER NOT NULL DEFAULT 0,
    "swipes_total" INTEGER NOT NULL DEFAULT 0,
    "file_key" TEXT,
    "error" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finished_at" TIMESTAMPTZ(3),
    "expires_at" TIMESTAMPTZ(3),

    CONSTRAINT "export_job_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "export_job_user_id_created_at_idx" ON "export_job"("user_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "export_job_team_id_idx" ON "export_job"("team_id");

-- AddForeignKey
ALTER TABLE "export_job" ADD CONSTRAINT "export_job_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "export_job" ADD CONSTRAINT "export_job_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "team"("id") ON DELETE CASCADE ON UPDATE CASCADE;
