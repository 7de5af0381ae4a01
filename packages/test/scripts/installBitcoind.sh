#!/usr/bin/env bash
# Installs bitcoind for the Bitcoin regtest devnet into a private folder, with no system change:
# Bitcoin Knots from Debian's unstable suite plus the libraries it needs (glibc >= 2.38 and the
# t64 libevent from trixie, libzmq from bookworm), downloaded with `apt-get download` through a
# temporary sources list and unpacked with `dpkg -x`. bitcoind then runs through the unpacked
# glibc's dynamic loader (see packages/test/src/resolveBitcoind.ts).
#
# Usage: bash packages/test/scripts/installBitcoind.sh [target dir]
#   target dir: APPKIT_BITCOIND_ROOT, else <repo>/.devnets/bitcoin (git-ignored).
# Skips when the target already holds bitcoind. Exits 1 with a message naming the package when
# the archive no longer has it (the unstable suite moves; CI shows the break).
set -euo pipefail
repo="$(cd "$(dirname "$0")/../../.." && pwd)"
target="${1:-${APPKIT_BITCOIND_ROOT:-$repo/.devnets/bitcoin}}"
root="$target/root"
bitcoind="$root/usr/bin/bitcoind"
loader="$root/usr/lib/x86_64-linux-gnu/ld-linux-x86-64.so.2"

if [ -x "$bitcoind" ] && [ -e "$loader" ]; then
  exit 0
fi
if [ "$(uname -m)" != x86_64 ]; then
  echo "bootstrap: bitcoind: only x86_64 is supported by this installer (this is $(uname -m))" >&2
  exit 1
fi

# The mirror this machine already uses (its first Debian archive URI), with other suites.
mirror=$(grep -hE '^URIs:' /etc/apt/sources.list.d/*.sources 2>/dev/null | awk '{print $2}' |
  grep -v -- '-security' | head -n 1 || true)
if [ -z "$mirror" ]; then
  mirror=$(grep -hE '^deb ' /etc/apt/sources.list 2>/dev/null | awk '{print $2}' |
    grep -v -- '-security' | head -n 1 || true)
fi
if [ -z "$mirror" ]; then
  echo "bootstrap: bitcoind: no Debian archive found in this machine's apt sources" >&2
  exit 1
fi

echo "bootstrap: installing bitcoind (Bitcoin Knots from Debian unstable) into $target"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/lists/partial" "$work/debs"
keyring=/usr/share/keyrings/debian-archive-keyring.gpg
for suite in sid trixie bookworm; do
  echo "deb [signed-by=$keyring] $mirror $suite main"
done >"$work/sources.list"
apt_options=(
  -o "Dir::Etc::SourceList=$work/sources.list"
  -o "Dir::Etc::SourceParts=/nonexistent"
  -o "Dir::State::Lists=$work/lists"
  -o "Dir::Cache::Archives=$work/debs"
  -o "APT::Get::List-Cleanup=0"
  -o "Debug::NoLocking=1"
)
if ! apt-get "${apt_options[@]}" update -qq >"$work/update.log" 2>&1; then
  echo "bootstrap: bitcoind: apt-get update of the temporary sources failed:" >&2
  cat "$work/update.log" >&2
  exit 1
fi

# package/suite: bitcoind itself from unstable, glibc and libevent (t64) from trixie (bookworm's
# libevent makes the RPC server fail), libzmq and its dependencies from bookworm.
packages=(
  bitcoin-knots/sid
  libc6/trixie libstdc++6/trixie libgcc-s1/trixie
  libevent-core-2.1-7t64/trixie libevent-extra-2.1-7t64/trixie libevent-pthreads-2.1-7t64/trixie
  libzmq5/bookworm libpgm-5.3-0/bookworm libnorm1/bookworm
)
cd "$work/debs"
for package in "${packages[@]}"; do
  if ! apt-get "${apt_options[@]}" download -qq "$package" >"$work/download.log" 2>&1; then
    echo "bootstrap: bitcoind: Debian's archive no longer has $package; the Bitcoin regtest" \
      "devnet cannot be installed until packages/test/scripts/installBitcoind.sh names one it has." >&2
    cat "$work/download.log" >&2
    exit 1
  fi
done

rm -rf "$root.partial"
mkdir -p "$root.partial"
for deb in "$work"/debs/*.deb; do dpkg -x "$deb" "$root.partial"; done
if [ ! -x "$root.partial/usr/bin/bitcoind" ]; then
  echo "bootstrap: bitcoind: the bitcoin-knots package holds no usr/bin/bitcoind" >&2
  exit 1
fi
rm -rf "$root"
mv "$root.partial" "$root"
ls "$work"/debs/*.deb | xargs -n 1 basename >"$target/packages.txt"
version=$("$loader" --library-path "$root/usr/lib/x86_64-linux-gnu:/usr/lib/x86_64-linux-gnu" \
  "$bitcoind" -version | head -n 1)
echo "bootstrap: installed $version"
