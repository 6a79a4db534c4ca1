#!/usr/bin/env bash
# Installs, builds and serves the site locally: `npm run preview`.
set -euo pipefail
cd "$(dirname "$0")/.."

source scripts/lib/ensure-deps.sh
ensure_node_modules
# The build draws the Mermaid diagrams in Chromium.
ensure_chromium

npx docusaurus build
exec npx tsx scripts/serve.ts --port "${PORT:-3000}" "$@"
