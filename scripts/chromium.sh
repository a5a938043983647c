#!/usr/bin/env bash
# Debian's Chromium for the browser tests and Lighthouse (installed when missing; `npx playwright install` cannot work
# here: nothing may download a browser build of its own).
set -euo pipefail
if [ ! -x /usr/bin/chromium ]; then
  echo "installing Debian's chromium"
  if [ "$(id -u)" = 0 ]; then SUDO=; else SUDO=sudo; fi
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get update -qq
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium fonts-liberation >/dev/null
fi
