# Shared by scripts/test.sh and scripts/preview.sh (sourced, not run).

# Debian's Chromium, for the build (Mermaid diagrams are drawn in it) and the end-to-end tests
# (Playwright never downloads a browser here).
ensure_chromium() {
  if [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
    return
  fi
  echo "== Installing Chromium from Debian's packages"
  local sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium >/dev/null
}

# Installs from the lockfile when node_modules is missing or older than it.
# `npm install`, not `npm ci`: the lockfile cannot list the other platforms'
# optional binaries (@swc/*, @rspack/*) that the registry mirror lacks, and
# `npm ci` refuses a lockfile without them.
ensure_node_modules() {
  if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
    echo "== Installing npm packages"
    npm install --no-audit --no-fund
  fi
}
