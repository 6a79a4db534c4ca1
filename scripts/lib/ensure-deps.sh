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

# Installs exactly what the lockfile lists when node_modules is missing or older than it.
# `npm ci` also stops when package.json and the lockfile disagree, so a change to one without
# the other fails here, on CI, rather than installing something nobody reviewed.
ensure_node_modules() {
  if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
    echo "== Installing npm packages (npm ci)"
    npm ci --no-audit --no-fund
  fi
}

# The web servers the build's host files are tested on (tests/hosts): Debian's nginx with its
# brotli module, and Caddy. Cloudflare's runtime comes from the npm registry (wrangler).
ensure_host_servers() {
  if command -v nginx >/dev/null && command -v caddy >/dev/null && [ -f /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ]; then
    return
  fi
  echo "== Installing nginx and Caddy from Debian's packages"
  local sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  $sudo apt-get update -qq
  # Installing a server package would start it where an init system runs: the tests start their own.
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq nginx-light libnginx-mod-http-brotli-static caddy >/dev/null
}
