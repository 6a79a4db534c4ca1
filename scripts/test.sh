#!/usr/bin/env bash
# Installs what the tests need and runs every check: `npm test`.
# Works on a fresh clone; CI (.ci/run) calls exactly this.
set -euo pipefail
cd "$(dirname "$0")/.."

source scripts/lib/ensure-deps.sh
ensure_chromium
ensure_node_modules

echo "== API reference pages from openapi/agenta.yaml"
npx docusaurus gen-api-docs all > /dev/null

echo "== Type check"
npx tsc

echo "== Code blocks in the content"
npx tsx scripts/check-code-blocks.ts

echo "== Unit tests"
node --import tsx --test tests/unit/*.test.ts

echo "== Production build (site and test fixtures)"
npx docusaurus build
npx docusaurus build tests/fixtures/crash-site
npx docusaurus build tests/fixtures/search-site

echo "== Build output: search index, llms.txt and the Markdown twins"
node --import tsx --test tests/build-output/*.test.ts

echo "== End-to-end tests in Chromium"
npx playwright test
