# syntax=docker/dockerfile:1
# The API and the built SPA in one image (docs/operations.md). Three stages:
#   build  – every dependency, `npm run build` → dist/ (SPA) and dist-ssr/ (server renderer)
#   deps   – production dependencies only (tsx included: the server runs its TypeScript as is)
#   final  – node, the production node_modules, server/ and machines/ sources, the build; user `node`
ARG NODE_VERSION=22

FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
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
COPY package.json tsconfig.json ./
COPY machines ./machines
COPY server ./server
COPY --from=build /app/dist ./dist
COPY --from=build /app/dist-ssr ./dist-ssr
# The code stays root-owned (read-only to the process); only DATA_DIR is the app's.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node runs as PID 1 and handles SIGTERM itself (server/main.ts): readiness off, requests finished, exit.
STOPSIGNAL SIGTERM
CMD ["node", "--import", "tsx", "server/main.ts"]
