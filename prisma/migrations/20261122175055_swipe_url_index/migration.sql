-- CreateIndex
CREATE INDEX "swipe_url_idx" ON "swipe" USING HASH ("url");
