#!/usr/bin/env bash
# `make chromium` (the first step of `make test`): the browser tests need Chromium at $CHROMIUM (default
# /usr/bin/chromium). When it is missing, install Debian's package if this user may (root, or passwordless sudo)
# and apt-get exists; otherwise stop before any test with the one command to run. docs/operations.md, "Checks".
set -uo pipefail

CHROMIUM="${CHROMIUM:-/usr/bin/chromium}"
[ -x "$CHROMIUM" ] && exit 0

missing() {
  echo "Chromium is missing at $CHROMIUM: the browser tests need it." >&2
  echo "$1" >&2
  exit 1
}

if ! command -v apt-get >/dev/null 2>&1; then
  missing "Install Chromium, then run: CHROMIUM=/path/to/chromium make test"
fi

if [ "$(id -u)" -eq 0 ]; then
  sudo=()
elif command -v sudo >/dev/null 2>&1 && sudo -n true >/dev/null 2>&1; then
  sudo=(sudo -n)
else
  missing "Run: sudo apt-get install -y chromium   (then make test again)"
fi

echo "Installing Debian's Chromium for the browser tests (apt-get install chromium)"
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -qq || missing "apt-get update failed. Run: sudo apt-get update && sudo apt-get install -y chromium"
"${sudo[@]}" apt-get install -y -qq chromium >/dev/null || missing "apt-get install failed. Run: sudo apt-get install -y chromium"
[ -x "$CHROMIUM" ] || missing "The chromium package does not provide $CHROMIUM. Run: CHROMIUM=/path/to/chromium make test"
