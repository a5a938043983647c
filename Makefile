# Two commands matter: `make dev` runs the site, `make test` runs every test. Both work on a fresh Debian machine:
# they install Debian packages and npm dependencies when missing and start private PostgreSQL and Redis
# servers under .data/ (unless DATABASE_URL and REDIS_URL point elsewhere).
SHELL := /bin/bash
.DEFAULT_GOAL := help

# The project's Node is the LTS build pinned in .nvmrc. When the machine's node is of an older major, make installs
# that build from the npm registry into .tools/ (scripts/install-node.sh) and puts it first on PATH for every target
# and every script they run (npm, npx, jest, vite, playwright); native addons build against its headers. The
# system's node is left as it is; a machine with that major or a newer one uses its own.
NODE_VERSION := $(shell cat .nvmrc)
NODE_HOME := $(CURDIR)/.tools/node-v$(NODE_VERSION)
ifeq ($(shell test "$$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)" -lt $(firstword $(subst ., ,$(NODE_VERSION))) && echo older),older)
NODE_BIN := $(NODE_HOME)/bin/node
export PATH := $(NODE_HOME)/bin:$(PATH)
export npm_config_nodedir := $(NODE_HOME)
endif

.PHONY: help dev test check install node services system stop status build openapi migration migrate seed bench clean format check-providers

help: ## List the targets
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | awk -F':.*## ' '{printf "  make %-10s %s\n", $$1, $$2}'

dev: install services .env ## Run API, worker and Vite dev server (http://localhost:5173)
	@scripts/dev.sh

# On a fresh machine the two npm installs and the Debian packages download side by side.
test: ## Run every check and test; ends with "N passed, N failed"
	@$(MAKE) --no-print-directory -j3 -Otarget install system
	@scripts/test.sh

# Debian's packages, one apt transaction at a time (dpkg holds one lock): the services, then the browser tests'
# Chromium headless shell.
system:
	@scripts/services.sh up
	@scripts/chromium.sh headless

check: install ## The fast lane: formatting, lint, type checks, unit tests (no services; under a minute)
	@scripts/check.sh

install: node backend/node_modules/.installed frontend/node_modules/.installed ## npm ci both packages when their lockfile changed

node: $(NODE_BIN) ## Install the Node pinned in .nvmrc into .tools/ when the machine's is older
	@echo "node $$(node --version) ($$(command -v node))"

$(NODE_HOME)/bin/node:
	@scripts/install-node.sh $(NODE_VERSION) $(NODE_HOME)

backend/node_modules/.installed: backend/package-lock.json | $(NODE_BIN)
	cd backend && npm ci --no-audit --no-fund
	@touch $@

frontend/node_modules/.installed: frontend/package-lock.json | $(NODE_BIN)
	cd frontend && npm ci --no-audit --no-fund
	@touch $@

.env:
	cp .env.example .env

services: ## Start the private PostgreSQL and Redis (installs the Debian packages if missing)
	@scripts/services.sh up

stop: ## Stop the private PostgreSQL and Redis
	@scripts/services.sh down

status: ## Show whether the private services run
	@scripts/services.sh status

migrate: install services .env ## Apply database migrations to the development database
	cd backend && npm run --silent migration:run -- -t each >/dev/null && echo "migrations applied"

seed: migrate ## Create the first admin (and in development a demo student and built-in content)
	cd backend && npm run --silent seed

check-providers: migrate ## Call each configured provider (Places, RentCast, Thinkific, Constant Contact) once, read-only
	cd backend && npm run --silent check-providers

migration: install services ## Generate a migration from entity changes: make migration NAME=AddThing
	@test -n "$(NAME)" || (echo "usage: make migration NAME=AddThing" && exit 2)
	cd backend && npm run typeorm -- migration:generate src/core/database/migrations/$(NAME)

openapi: install ## Regenerate docs/openapi.json and frontend/src/api/schema.d.ts
	cd backend && npm run --silent openapi
	cd frontend && npm run --silent gen:api

build: install ## Production build of backend (dist/) and frontend (dist/)
	cd backend && npm run build
	cd frontend && npm run build

bench: install services ## Run the benchmarks in bench/ and print their figures
	@bench/run.sh

clean: ## Remove build output and local service data (stops services first)
	-@scripts/services.sh down
	rm -rf backend/dist frontend/dist .data

format: install ## Format every source file with oxfmt (Prettier's style; config: .oxfmtrc.json)
	backend/node_modules/.bin/oxfmt .
