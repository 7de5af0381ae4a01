#!/usr/bin/env bash
# Installs what is missing on a fresh machine with only Node and npm:
# pnpm (the version pinned in package.json), the workspace dependencies (frozen lockfile),
# and Debian's chromium for the browser tests. Safe to run again: it skips what is there.
set -euo pipefail
cd "$(dirname "$0")/.."

export TURBO_TELEMETRY_DISABLED=1 STORYBOOK_DISABLE_TELEMETRY=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

want_pnpm=$(node -p "require('./package.json').packageManager.split('@')[1]")
if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version 2>/dev/null)" != "$want_pnpm" ]; then
  echo "bootstrap: installing pnpm@$want_pnpm"
  # A system-wide Node has a global prefix only root may write to.
  if [ "$(id -u)" = 0 ] || [ -w "$(npm prefix -g)" ]; then npm_sudo=""; else npm_sudo="sudo"; fi
  $npm_sudo npm install -g "pnpm@$want_pnpm" >/dev/null
fi

if [ ! -x /usr/bin/chromium ]; then
  echo "bootstrap: installing Debian chromium"
  if [ "$(id -u)" = 0 ]; then sudo_cmd=""; else sudo_cmd="sudo"; fi
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq chromium >/dev/null
fi

# PostgreSQL: the API suite runs against PGlite and against a throwaway PostgreSQL cluster.
if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  echo "bootstrap: installing Debian postgresql"
  if [ "$(id -u)" = 0 ]; then sudo_cmd=""; else sudo_cmd="sudo"; fi
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq postgresql >/dev/null
fi

echo "bootstrap: installing dependencies (frozen lockfile)"
install_started=$SECONDS
pnpm install --frozen-lockfile --reporter=silent
echo "bootstrap: ready in ${SECONDS}s (dependencies $((SECONDS - install_started))s)"
