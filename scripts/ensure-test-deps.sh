#!/usr/bin/env bash
# Makes sure the system packages the tests need are present: Debian Chromium (Playwright e2e) and a
# PostgreSQL 15 server (the API suite's PostgreSQL run). Installs them when it can (root with apt-get),
# otherwise says what is missing. Safe to run repeatedly: installed packages are left alone.
set -euo pipefail

CHROMIUM=${CHROMIUM_PATH:-/usr/bin/chromium}
INITDB=/usr/lib/postgresql/15/bin/initdb

missing=()
[[ -x "$CHROMIUM" ]] || missing+=(chromium fonts-liberation)
[[ -x "$INITDB" ]] || missing+=(postgresql)

if [[ ${#missing[@]} -eq 0 ]]; then
  echo "ensure-test-deps: chromium and postgresql are installed"
  exit 0
fi

if [[ $(id -u) -eq 0 ]] && command -v apt-get >/dev/null 2>&1; then
  echo "ensure-test-deps: installing ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  # no recommends: they pull in a desktop's worth of packages the headless tests never use
  apt-get install -y -qq --no-install-recommends "${missing[@]}" </dev/null
  exit 0
fi

echo "ensure-test-deps: missing ${missing[*]}; install them (e.g. sudo apt-get install -y ${missing[*]})" >&2
echo "ensure-test-deps: the suites that need them will fail until then" >&2
exit 1
