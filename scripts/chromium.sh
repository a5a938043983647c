#!/usr/bin/env bash
# Debian's Chromium, installed when missing (`npx playwright install` cannot work here: nothing may download a
# browser of its own). `scripts/chromium.sh headless`: the headless shell the browser tests run in; with no argument,
# the full browser Lighthouse and the app icons drive.
set -euo pipefail
if [ "${1:-}" = headless ]; then
  exe=/usr/lib/chromium/chromium-headless-shell pkg=chromium-headless-shell
else
  exe=/usr/bin/chromium pkg=chromium
fi
if [ ! -x "$exe" ]; then
  echo "installing Debian's $pkg"
  if [ "$(id -u)" = 0 ]; then SUDO=; else SUDO=sudo; fi
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get update -qq
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
    "$pkg" fonts-liberation >/dev/null
fi
