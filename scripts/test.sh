#!/usr/bin/env bash
# Runs every test: types, lint, unit tests, the production build and the browser suite.
# Installs what a fresh Debian machine lacks when it can (root + apt-get); otherwise
# it stops with the one command that fixes it.
set -euo pipefail
cd "$(dirname "$0")/.."

CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"
export CHROMIUM_PATH

need_apt_packages=()
[ -x "$CHROMIUM_PATH" ] || need_apt_packages+=(chromium)
command -v curl >/dev/null 2>&1 || need_apt_packages+=(curl)
/usr/bin/python3 -c 'import requests' >/dev/null 2>&1 || need_apt_packages+=(python3-requests)
/usr/bin/python3 -c 'import websockets' >/dev/null 2>&1 || need_apt_packages+=(python3-websockets)

if [ ${#need_apt_packages[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing Debian packages: ${need_apt_packages[*]}"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${need_apt_packages[@]}" >/dev/null
  else
    echo "Missing ${need_apt_packages[*]}. Fix: sudo apt-get install -y ${need_apt_packages[*]}" >&2
    exit 1
  fi
fi

if [ ! -d node_modules/@docusaurus/core ]; then
  echo "Dependencies are not installed. Fix: npm install" >&2
  exit 1
fi

echo "== Type check"
npx tsc --noEmit

echo "== Lint and format check (npm run format fixes most of what it finds)"
npm run --silent lint

echo "== Unit tests"
npx vitest run

echo "== Production build"
npx docusaurus build

echo "== Tests of the built site (examples run against the Lumia stand-in)"
npx vitest run --config vitest.build.config.ts

echo "== Browser tests (Chromium: $CHROMIUM_PATH)"
npx playwright test "$@"
