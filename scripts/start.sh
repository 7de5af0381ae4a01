#!/usr/bin/env bash
# The one start command: installs what is missing, then starts every local service on 127.0.0.1
# (the devnet, apps/api, Redis and the relay on it, the dev wallet page and the demo) and prints their URLs. Ctrl-C stops everything.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/bootstrap.sh
exec node scripts/start.mjs "$@"
