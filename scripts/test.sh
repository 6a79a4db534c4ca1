#!/usr/bin/env bash
# Installs what the tests need and runs every check: `npm test`.
# Works on a fresh clone; CI (.ci/run) calls exactly this.
set -euo pipefail
cd "$(dirname "$0")/.."

# The site under test is built with no analytics and no feedback destination, and
# links to the default repository, whatever this shell holds; the analytics
# fixture sets its own.
unset POSTHOG_API_KEY POSTHOG_API_HOST GOOGLE_TAG_ID HOTJAR_SITE_ID FEEDBACK_URL DOCS_REPOSITORY_URL DOCS_REPOSITORY_BRANCH

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
npx docusaurus build tests/fixtures/analytics-site

echo "== Build output: search index, llms.txt, the Markdown twins, analytics and _headers"
node --import tsx --test tests/build-output/*.test.ts

echo "== End-to-end tests in Chromium"
npx playwright test
