#!/usr/bin/env bash
# Installs what is missing on a fresh machine with only Node and npm:
# pnpm (the version pinned in package.json), the workspace dependencies (frozen lockfile),
# Debian's chromium for the browser tests, postgresql and redis-server, and bitcoind (from Debian's unstable suite, into a
# private folder) for the Bitcoin regtest devnet. Safe to run again: it skips what is there.
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

# redis-server: the WalletConnect relay (apps/relay) keeps its messages, subscriptions and quotas in
# Redis; the start command and the test rigs run a throwaway server on a free 127.0.0.1 port.
if ! command -v redis-server >/dev/null 2>&1; then
  echo "bootstrap: installing Debian redis-server"
  if [ "$(id -u)" = 0 ]; then sudo_cmd=""; else sudo_cmd="sudo"; fi
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq redis-server >/dev/null
fi

# bitcoind for the Bitcoin regtest devnet: Debian unstable's Bitcoin Knots, unpacked into the
# git-ignored .devnets/bitcoin (no system change; skipped when present). If the archive no longer
# has a package, say so and go on: the Bitcoin suites then fail with 'bitcoind is not installed'.
if ! bash packages/test/scripts/installBitcoind.sh; then
  echo "bootstrap: bitcoind is NOT installed; the Bitcoin regtest suites will fail until it is" >&2
fi

echo "bootstrap: installing dependencies (frozen lockfile)"
install_started=$SECONDS
pnpm install --frozen-lockfile --reporter=silent
echo "bootstrap: ready in ${SECONDS}s (dependencies $((SECONDS - install_started))s)"
