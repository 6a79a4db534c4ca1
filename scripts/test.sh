#!/usr/bin/env bash
# Installs what the tests need and runs every check: `npm test`.
# Works on a fresh clone; CI (.ci/run) calls exactly this.
set -euo pipefail
cd "$(dirname "$0")/.."

# The site under test is built with no analytics, no Ask AI and no feedback destination, and
# links to the default repository, whatever this shell holds; the fixtures set their own.
unset POSTHOG_API_KEY POSTHOG_API_HOST GOOGLE_TAG_ID HOTJAR_SITE_ID ASK_AI_URL ASK_AI_MODEL FEEDBACK_URL DOCS_REPOSITORY_URL DOCS_REPOSITORY_BRANCH

echo "== The README's first command: npm run preview installs, builds and serves the site"
# First, while the checkout is as a reader clones it, then again from the caches the first run
# left (a reader who comes back); the site it builds is the one tested below.
node scripts/smoke-preview.mjs --port "${SMOKE_PORT:-3999}" --runs 2

source scripts/lib/ensure-deps.sh
ensure_chromium
ensure_node_modules
ensure_host_servers

echo "== Type check"
npx tsc

echo "== Lint: typescript-eslint, React hooks, accessibility (jsx-a11y) and the import boundaries (ESLint)"
npm run --silent lint

echo "== Formatting (Prettier)"
npm run --silent format:check

echo "== Dependencies: each package declares what its files import, in the right kind, and nothing it does not use (knip)"
npm run --silent deps

echo "== Code blocks in the content"
npx tsx scripts/check-code-blocks.ts

echo "== Spelling of the pages, the release posts and the API description (cspell)"
npm run --silent spell

echo "== Unit tests: the site's, and each feature's beside it (src/plugins/<feature>/__tests__/), and the GitHub workflows (GitHub's own parser)"
node --import tsx --test tests/unit/*.test.ts src/plugins/*/__tests__/*.test.ts tests/workflows/*.test.ts

echo "== The search package on its own: its type check, its generic fixture site and its tests"
npm test -w @agenta-docs/search

echo "== The MCP server package: its type check, its bundle, and its tools over stdio against the site built above"
npm test -w @agenta-docs/mcp

echo "== Test fixture sites"
npx docusaurus build tests/fixtures/crash-site
# Also the build for a host without headers: the policy in a meta element of every page.
DOCS_CSP_META=true npx docusaurus build tests/fixtures/search-site
npx docusaurus build tests/fixtures/analytics-site
npx docusaurus build tests/fixtures/ask-ai-site

echo "== Build output: search index, llms.txt, the Markdown twins, analytics, Ask AI, _headers, and the MCP server installed offline from its tarball"
node --import tsx --test tests/build-output/*.test.ts

echo "== End-to-end tests in Chromium"
npx playwright test

echo "== The build on nginx, Caddy and Cloudflare's runtime, with the files it writes for them (and, on Cloudflare's, the MCP worker)"
npx playwright test -c tests/hosts/playwright.config.ts

echo "== The development server (npm start): pages of each kind without console errors"
npx playwright test -c tests/dev-server/playwright.config.ts
