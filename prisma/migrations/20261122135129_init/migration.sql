-- CreateEnum
CREATE TYPE "team_type" AS ENUM ('PERSONAL', 'TEAM');

-- CreateEnum
CREATE TYPE "team_role" AS ENUM ('OWNER', 'ADMIN', 'EDITOR', 'VIEWER');

-- CreateEnum
CREATE TYPE "invite_status" AS ENUM ('PENDING', 'ACCEPTED', 'DELETED');

-- CreateEnum
CREATE TYPE "subscription_status" AS ENUM ('ACTIVE', 'INACTIVE');

-- CreateEnum
CREATE TYPE "swipe_kind" AS ENUM ('WEBSITE', 'EMAIL', 'IMAGE', 'AD', 'LANDING_PAGE');

-- CreateEnum
CREATE TYPE "created_via" AS ENUM ('WEB', 'EXTENSION', 'EMAIL', 'UPLOAD', 'API', 'ONBOARDING', 'EXAMPLES');

-- CreateEnum
CREATE TYPE "capture_status" AS ENUM ('NONE', 'PENDING', 'CAPTURING', 'DONE', 'FAILED');

-- CreateEnum
CREATE TYPE "onboarding_status" AS ENUM ('COMPLETE', 'SKIPPED');

-- CreateTable
CREATE TABLE "user" (
    "id" UUID NOT NULL,
    "email" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "password_hash" TEXT NOT NULL,
    "is_admin" BOOLEAN NOT NULL DEFAULT false,
    "registered_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_sign_in_at" TIMESTAMPTZ(3),
    "referral_id" TEXT,
    "onboarding_meta" JSONB,
    "extension_installed" BOOLEAN NOT NULL DEFAULT false,
    "signup_source" TEXT NOT NULL DEFAULT 'web',
    "inbound_email_token" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "user_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "session" (
    "id" TEXT NOT NULL,
    "secret_hash" BYTEA NOT NULL,
    "user_id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "last_used_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "ip" TEXT,
    "user_agent" TEXT,
    "impersonator_id" UUID,

    CONSTRAINT "session_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "api_token" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "secret_hash" BYTEA NOT NULL,
    "user_id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_used_at" TIMESTAMPTZ(3),
    "expires_at" TIMESTAMPTZ(3),
    "revoked_at" TIMESTAMPTZ(3),

    CONSTRAINT "api_token_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "team" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "type" "team_type" NOT NULL DEFAULT 'TEAM',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "team_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "team_member" (
    "id" UUID NOT NULL,
    "team_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "role" "team_role" NOT NULL DEFAULT 'VIEWER',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "team_member_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "invite" (
    "id" UUID NOT NULL,
    "team_id" UUID NOT NULL,
    "email" TEXT NOT NULL,
    "name" TEXT,
    "role" "team_role" NOT NULL DEFAULT 'EDITOR',
    "status" "invite_status" NOT NULL DEFAULT 'PENDING',
    "token_hash" BYTEA NOT NULL,
    "invited_by_id" UUID,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "accepted_at" TIMESTAMPTZ(3),

    CONSTRAINT "invite_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "subscription" (
    "id" UUID NOT NULL,
    "team_id" UUID NOT NULL,
    "status" "subscription_status" NOT NULL DEFAULT 'INACTIVE',
    "type" TEXT NOT NULL DEFAULT 'pro',
    "seats" INTEGER NOT NULL DEFAULT 1,
    "interval" TEXT,
    "stripe_customer_id" TEXT,
    "stripe_subscription_id" TEXT,
    "stripe_price_id" TEXT,
    "current_period_end" TIMESTAMPTZ(3),
    "cancel_at_period_end" BOOLEAN NOT NULL DEFAULT false,
    "granted_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "subscription_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "stripe_event" (
    "id" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "processed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "stripe_event_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "swipe" (
    "id" UUID NOT NULL,
    "team_id" UUID NOT NULL,
    "author_id" UUID,
    "kind" "swipe_kind" NOT NULL,
    "title" TEXT NOT NULL,
    "url" TEXT,
    "source" TEXT,
    "notes" TEXT,
    "media" JSONB,
    "created_via" "created_via" NOT NULL DEFAULT 'WEB',
    "capture_status" "capture_status" NOT NULL DEFAULT 'NONE',
    "capture_error" TEXT,
    "body_text" TEXT,
    "email_html" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "swipe_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "tag" (
    "id" UUID NOT NULL,
    "team_id" UUID NOT NULL,
    "title" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "tag_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "swipe_tag" (
    "swipe_id" UUID NOT NULL,
    "tag_id" UUID NOT NULL,

    CONSTRAINT "swipe_tag_pkey" PRIMARY KEY ("swipe_id","tag_id")
);

-- CreateTable
CREATE TABLE "collection" (
    "id" UUID NOT NULL,
    "team_id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "cover_url" TEXT,
    "public_token" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "collection_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "swipe_collection" (
    "swipe_id" UUID NOT NULL,
    "collection_id" UUID NOT NULL,
    "added_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "swipe_collection_pkey" PRIMARY KEY ("swipe_id","collection_id")
);

-- CreateTable
CREATE TABLE "onboarding_progress" (
    "user_id" UUID NOT NULL,
    "step_key" TEXT NOT NULL,
    "status" "onboarding_status" NOT NULL,
    "completed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "onboarding_progress_pkey" PRIMARY KEY ("user_id","step_key")
);

-- CreateTable
CREATE TABLE "audit_event" (
    "id" UUID NOT NULL,
    "type" TEXT NOT NULL,
    "user_id" UUID,
    "team_id" UUID,
    "email" TEXT,
    "ip" TEXT,
    "user_agent" TEXT,
    "data" JSONB,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "audit_event_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "example" (
    "id" UUID NOT NULL,
    "title" TEXT NOT NULL,
    "path" TEXT NOT NULL,
    "category" TEXT NOT NULL,
    "cover_image" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "example_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "user_email_key" ON "user"("email");

-- CreateIndex
CREATE UNIQUE INDEX "user_inbound_email_token_key" ON "user"("inbound_email_token");

-- CreateIndex
CREATE INDEX "session_user_id_idx" ON "session"("user_id");

-- CreateIndex
CREATE INDEX "session_expires_at_idx" ON "session"("expires_at");

-- CreateIndex
CREATE INDEX "api_token_user_id_created_at_idx" ON "api_token"("user_id", "created_at");

-- CreateIndex
CREATE INDEX "team_member_user_id_created_at_idx" ON "team_member"("user_id", "created_at");

-- CreateIndex
CREATE INDEX "team_member_team_id_created_at_idx" ON "team_member"("team_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "team_member_team_id_user_id_key" ON "team_member"("team_id", "user_id");

-- CreateIndex
CREATE UNIQUE INDEX "invite_token_hash_key" ON "invite"("token_hash");

-- CreateIndex
CREATE INDEX "invite_team_id_status_created_at_idx" ON "invite"("team_id", "status", "created_at");

-- CreateIndex
CREATE INDEX "invite_email_status_idx" ON "invite"("email", "status");

-- CreateIndex
CREATE UNIQUE INDEX "subscription_team_id_key" ON "subscription"("team_id");

-- CreateIndex
CREATE UNIQUE INDEX "subscription_stripe_subscription_id_key" ON "subscription"("stripe_subscription_id");

-- CreateIndex
CREATE INDEX "subscription_stripe_customer_id_idx" ON "subscription"("stripe_customer_id");

-- CreateIndex
CREATE INDEX "swipe_team_id_created_at_id_idx" ON "swipe"("team_id", "created_at" DESC, "id");

-- CreateIndex
CREATE INDEX "swipe_team_id_kind_created_at_idx" ON "swipe"("team_id", "kind", "created_at" DESC);

-- CreateIndex
CREATE INDEX "swipe_team_id_created_via_idx" ON "swipe"("team_id", "created_via");

-- CreateIndex
CREATE INDEX "swipe_author_id_idx" ON "swipe"("author_id");

-- CreateIndex
CREATE UNIQUE INDEX "tag_team_id_title_key" ON "tag"("team_id", "title");

-- CreateIndex
CREATE INDEX "swipe_tag_tag_id_idx" ON "swipe_tag"("tag_id");

-- CreateIndex
CREATE UNIQUE INDEX "collection_public_token_key" ON "collection"("public_token");

-- CreateIndex
CREATE INDEX "collection_team_id_name_idx" ON "collection"("team_id", "name");

-- CreateIndex
CREATE INDEX "swipe_collection_collection_id_added_at_idx" ON "swipe_collection"("collection_id", "added_at" DESC);

-- CreateIndex
CREATE INDEX "audit_event_user_id_created_at_idx" ON "audit_event"("user_id", "created_at");

-- CreateIndex
CREATE INDEX "audit_event_type_email_created_at_idx" ON "audit_event"("type", "email", "created_at");

-- CreateIndex
CREATE INDEX "audit_event_type_ip_created_at_idx" ON "audit_event"("type", "ip", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "example_path_key" ON "example"("path");

-- CreateIndex
CREATE INDEX "example_category_title_idx" ON "example"("category", "title");

-- AddForeignKey
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "api_token" ADD CONSTRAINT "api_token_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "team_member" ADD CONSTRAINT "team_member_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "team"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "team_member" ADD CONSTRAINT "team_member_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invite" ADD CONSTRAINT "invite_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "team"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invite" ADD CONSTRAINT "invite_invited_by_id_fkey" FOREIGN KEY ("invited_by_id") REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "subscription" ADD CONSTRAINT "subscription_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "team"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "swipe" ADD CONSTRAINT "swipe_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "team"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "swipe" ADD CONSTRAINT "swipe_author_id_fkey" FOREIGN KEY ("author_id") REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "tag" ADD CONSTRAINT "tag_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "team"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "swipe_tag" ADD CONSTRAINT "swipe_tag_swipe_id_fkey" FOREIGN KEY ("swipe_id") REFERENCES "swipe"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "swipe_tag" ADD CONSTRAINT "swipe_tag_tag_id_fkey" FOREIGN KEY ("tag_id") REFERENCES "tag"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "collection" ADD CONSTRAINT "collection_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "team"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "swipe_collection" ADD CONSTRAINT "swipe_collection_swipe_id_fkey" FOREIGN KEY ("swipe_id") REFERENCES "swipe"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "swipe_collection" ADD CONSTRAINT "swipe_collection_collection_id_fkey" FOREIGN KEY ("collection_id") REFERENCES "collection"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "onboarding_progress" ADD CONSTRAINT "onboarding_progress_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "audit_event" ADD CONSTRAINT "audit_event_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "audit_event" ADD CONSTRAINT "audit_event_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "team"("id") ON DELETE SET NULL ON UPDATE CASCADE;
