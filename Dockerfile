# The app image used by docker-compose.yml. Chromium is the system package the capture
# pipeline drives (CHROMIUM_PATH=/usr/bin/chromium).
FROM node:24-bookworm-slim
RUN apt-get update \
  && apt-get install -y --no-install-recommends chromium ca-certificates \
  && rm -rf /var/lib/apt/lists/*
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
ENV NODE_OPTIONS=--max-semi-space-size=4 MALLOC_ARENA_MAX=2
CMD ["node", "server/dist/main.js"]
