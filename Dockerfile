# syntax=docker/dockerfile:1
# The API and the built SPA in one image (docs/operations.md). Three stages:
#   build  – every dependency, `npm run build` → dist/ (SPA), dist-ssr/ (server renderer) and
#            dist-server/ (the server bundled into plain JavaScript, with its SQL migrations)
#   deps   – production dependencies only (no TypeScript loader, no build tools)
#   final  – node, the production node_modules and the three builds; no sources; user `node`
# Node 22 LTS (.nvmrc); the code runs on 20.19 too (package.json engines).
ARG NODE_VERSION=22

FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
# The social pictures the build draws write product names: the slim image has no fonts.
RUN apt-get update && apt-get install -y --no-install-recommends fonts-dejavu-core && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:${NODE_VERSION}-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM node:${NODE_VERSION}-bookworm-slim
# HOST: every interface of the container (the server's own default is 127.0.0.1, this machine only).
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/data
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY package.json ./
COPY --from=build /app/dist ./dist
COPY --from=build /app/dist-ssr ./dist-ssr
COPY --from=build /app/dist-server ./dist-server
# The code stays root-owned (read-only to the process); only DATA_DIR is the app's.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node runs as PID 1 (no npm, no shell in between) and handles SIGTERM itself (server/main.ts):
# readiness off, requests finished, exit. Source maps: stack traces name server/*.ts.
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "dist-server/main.js"]
