# MyMoneyPlan: every task a developer or CI runs. `make start` and `make test` are all a newcomer needs.
SHELL := /bin/bash
.DEFAULT_GOAL := start
NPM_STAMP := node_modules/.install-stamp
WEB_BUILD := dist/web/index.html
CHROMIUM ?= /usr/bin/chromium

.PHONY: start build dev test typecheck depcruise test-unit test-integration test-e2e bench migrate clean chromium audit

# Dependencies are installed exactly from the lockfile whenever it changes (or node_modules is missing).
$(NPM_STAMP): package.json package-lock.json
	npm ci --no-audit --no-fund
	@touch $(NPM_STAMP)

$(WEB_BUILD): $(NPM_STAMP) $(shell find web/src web/public web/build web/service-worker web/index.html src/shared-kernel content/search -type f 2>/dev/null) web/vite.config.ts package.json
	npx vite build --config web/vite.config.ts --logLevel warn

build: $(WEB_BUILD) ## Build the web app into dist/web

start: $(WEB_BUILD) ## Install, build, migrate and serve at http://localhost:3000 (embedded PostgreSQL + Singpass sandbox)
	node --import tsx src/main.ts

dev: $(NPM_STAMP) ## Server restarts on change; Vite dev server on http://127.0.0.1:5173 proxies /api
	@# Ctrl-C reaches both processes through the terminal's process group; they shut down on their own.
	@trap 'kill 0' TERM; \
	ALLOWED_ORIGINS=http://127.0.0.1:5173,http://localhost:5173 PUBLIC_URL=http://127.0.0.1:5173 node --import tsx --watch src/main.ts & \
	npx vite --config web/vite.config.ts & \
	wait

typecheck: $(NPM_STAMP)
	npx tsc -p tsconfig.json
	npx tsc -p web/tsconfig.json

depcruise: $(NPM_STAMP)
	npx depcruise src web/src migrations --config .dependency-cruiser.mjs

test-unit: $(NPM_STAMP)
	npx mocha 'test/unit/**/*.test.ts' 'web/test/**/*.test.ts'

test-integration: $(NPM_STAMP)
	npx mocha --require test/support/integration-hooks.ts 'test/integration/**/*.test.ts'

chromium: ## Chromium for the browser tests: installed (Debian's, via apt-get) when missing and allowed, else how to
	@CHROMIUM=$(CHROMIUM) bash scripts/ensure-chromium.sh

audit: $(NPM_STAMP) ## Known vulnerabilities of the production dependencies; offline it says so and does not fail
	node --import tsx scripts/audit-dependencies.ts

test-e2e: $(WEB_BUILD) chromium
	npx mocha --timeout 90000 --require test/support/integration-hooks.ts 'test/e2e/**/*.spec.ts'

# chromium first: a machine that cannot get it stops before any test rather than after the slow ones.
test: chromium audit typecheck depcruise test-unit test-integration test-e2e ## Everything CI runs

migrate: $(NPM_STAMP) ## Apply pending migrations (DATABASE_URL, or the embedded PostgreSQL)
	node --import tsx scripts/migrate.ts

bench: $(WEB_BUILD) ## Throughput and latency against a running server (not part of make test)
	node --import tsx bench/run.ts
	node --import tsx bench/targets-planning.ts
	node --import tsx bench/housing-plan.ts
	node --import tsx bench/retirement.ts
	node --import tsx bench/import-largest.ts
	node --import tsx bench/search.bench.ts
	node --import tsx bench/lighthouse.ts
	node --import tsx bench/bundle-size.ts

clean: ## Remove build output and dependencies (keeps .data: your local database)
	rm -rf dist node_modules
