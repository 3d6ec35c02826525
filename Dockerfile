# Pardeh in a container: `docker build -t pardeh .`, or `docker compose up` with compose.yaml
# (PostgreSQL beside it). See docs/DEPLOY.md.

# Build stage: every dependency (Vite, esbuild), then the web app and the API server, then only
# the production dependencies are kept for the runtime stage.
FROM node:20-bookworm-slim AS build
WORKDIR /app
# The manifests first, so the dependency layer is rebuilt only when they change.
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/contract/package.json packages/contract/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

# Runtime stage: plain node, the built server and web app, production dependencies, the catalogue
# data the first start seeds from. No TypeScript, no build tools, not root.
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/data
# The media pipeline transcodes uploads with Debian's ffmpeg (and reads them with ffprobe).
RUN apt-get update \
 && apt-get install -y --no-install-recommends ffmpeg \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/packages/contract/package.json packages/contract/
COPY --from=build /app/apps/api/package.json apps/api/
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/web/package.json apps/web/
COPY --from=build /app/apps/web/dist apps/web/dist
# The demo catalogue's seed reads data/ and measures the sample clip in apps/web/public/media.
COPY --from=build /app/data data
COPY --from=build /app/apps/web/public/media apps/web/public/media
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 8080
# /api/health answers 200 only when the database answers. The first start of an empty database
# seeds the demo catalogue (about a minute), hence the long start period.
HEALTHCHECK --interval=30s --timeout=5s --start-period=180s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "apps/api/dist/main.js"]
