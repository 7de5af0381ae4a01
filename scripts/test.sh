#!/usr/bin/env bash
# The one test command: installs what is missing, then runs every suite and prints
# `N passed, N failed` as its last line.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/bootstrap.sh
exec node scripts/run-tests.mjs "$@"
