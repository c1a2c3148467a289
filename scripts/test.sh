#!/usr/bin/env bash
# Runs every test: types, lint and format, the Vitest tests (unit, type checks, integration), the production
# build, the tests of the built site and the browser suite.
# Installs what a fresh Debian machine lacks when it can (root + apt-get); otherwise
# it stops with the one command that fixes it.
# With --quick (npm run test:quick): only the type check, the linter and the pure unit tests, side by side.
set -euo pipefail
cd "$(dirname "$0")/.."

quick=false
if [ "${1:-}" = --quick ]; then
  quick=true
  shift
fi

CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"
export CHROMIUM_PATH

need_apt_packages=()
[ -x "$CHROMIUM_PATH" ] || need_apt_packages+=(chromium)
command -v curl >/dev/null 2>&1 || need_apt_packages+=(curl)
/usr/bin/python3 -c 'import requests' >/dev/null 2>&1 || need_apt_packages+=(python3-requests)
/usr/bin/python3 -c 'import websockets' >/dev/null 2>&1 || need_apt_packages+=(python3-websockets)

if [ ${#need_apt_packages[@]} -gt 0 ] && ! $quick; then
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

# The tools of node_modules/.bin, as `npm test` finds them, also when this script is run directly.
PATH="$PWD/node_modules/.bin:$PATH"

# Stages that need nothing from each other run side by side: the type check, the linter and the
# Vitest tests need no build. The tests of the built site and the browser suite need the build.
# A stage run beside another prints its output in one block once it has ended. No stage runs under
# `nice`: a starved Vitest worker that holds the CPU for a minute (reading the whole build at import)
# misses Vitest's own 60 s deadline for reporting back, and the run fails.
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
declare -A stage_pid
failed=()
timings=()
suite_start=$SECONDS

# start_stage NAME COMMAND...: runs the command in the background, its output kept in a log.
start_stage() {
  local name=$1
  shift
  (
    begin=$SECONDS
    status=0
    "$@" >"$logs/$name.log" 2>&1 || status=$?
    echo $((SECONDS - begin)) >"$logs/$name.seconds"
    exit $status
  ) &
  stage_pid[$name]=$!
}

# finish_stage NAME TITLE: waits for a stage started by start_stage and prints its output.
finish_stage() {
  local status=0
  wait "${stage_pid[$1]}" || status=$?
  echo "== $2 ($(cat "$logs/$1.seconds") s)"
  cat "$logs/$1.log"
  timings+=("$2: $(cat "$logs/$1.seconds") s")
  [ $status = 0 ] || failed+=("$2")
}

# run_stage TITLE COMMAND...: runs the command in the foreground, its output shown as it comes.
run_stage() {
  local title=$1 begin=$SECONDS status=0
  shift
  echo "== $title"
  "$@" || status=$?
  timings+=("$title: $((SECONDS - begin)) s")
  [ $status = 0 ] || failed+=("$title")
}

# Prints the time of each stage, and stops with an error if one failed.
summary() {
  echo "== Times"
  printf '  %s\n' "${timings[@]}" "Total: $((SECONDS - suite_start)) s"
  if [ ${#failed[@]} -gt 0 ]; then
    echo "== Failed: ${failed[*]}" >&2
    exit 1
  fi
}

# ESLint and Prettier are separate stages: ESLint runs on one core, and with Prettier after it the
# lint stage was the last one the browser suite waited for.
start_stage types tsc --noEmit
start_stage lint npm run --silent lint:code
start_stage format npm run --silent lint:format
if $quick; then
  start_stage unit vitest run --project unit
  finish_stage types 'Type check'
  finish_stage lint 'Lint (ESLint)'
  finish_stage format 'Format check (Prettier; npm run format fixes what it finds)'
  finish_stage unit 'Vitest: unit'
  summary
  exit 0
fi
start_stage vitest vitest run
run_stage 'Production build' docusaurus build
finish_stage types 'Type check'
finish_stage lint 'Lint (ESLint)'
finish_stage format 'Format check (Prettier; npm run format fixes what it finds)'
finish_stage vitest 'Vitest: unit, type checks, integration'
# Any failure so far fails the run: stop before the long browser suite.
[ ${#failed[@]} = 0 ] || summary

# The last two stages run one after the other: each keeps both cores busy, and side by side on a
# slower machine the examples' interpreters starved.
run_stage 'Tests of the built site (examples run against the Lumia stand-in)' vitest run --config vitest.build.config.ts
run_stage "Browser tests (Chromium: $CHROMIUM_PATH)" playwright test "$@"
summary
