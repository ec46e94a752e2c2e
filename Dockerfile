# The app image used by docker-compose.yml. Chromium is the system package the capture
# pipeline drives (CHROMIUM_PATH=/usr/bin/chromium); ffmpeg reads uploaded videos.
FROM node:24-bookworm-slim
# libjemalloc2: the server's allocator (scripts/server-node-flags.mjs; the link gives it one path on
# every architecture).
RUN apt-get update \
  && apt-get install -y --no-install-recommends chromium ffmpeg ca-certificates libjemalloc2 \
  && rm -rf /var/lib/apt/lists/* \
  && ln -s "/usr/lib/$(uname -m)-linux-gnu/libjemalloc.so.2" /usr/local/lib/libjemalloc.so.2
WORKDIR /app
COPY . .
# The Prisma client, the web app and the compiled server (server/dist) are built here, once; the
# container runs plain JavaScript. Dev dependencies stay: `npm run db` and `npm run admin` use tsx.
RUN npm ci --no-audit --no-fund \
  && node -e "import('./scripts/lib.mjs').then(async (m) => { await m.generatePrismaClient(); await m.buildWeb(); })" \
  && node scripts/build-server.mjs
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
EXPOSE 3000 2525
STOPSIGNAL SIGTERM
ENV NODE_OPTIONS=--max-semi-space-size=4 MALLOC_ARENA_MAX=2 \
  LD_PRELOAD=/usr/local/lib/libjemalloc.so.2 \
  MALLOC_CONF=narenas:2,dirty_decay_ms:1000,muzzy_decay_ms:0,background_thread:true
CMD ["node", "server/dist/main.js"]
