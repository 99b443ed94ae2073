#!/usr/bin/env bash
# The journeys run in Debian's Chromium (never a browser that a test tool downloads).
# Installs it, with a CJK font so screenshots show Chinese, when it is missing.
set -euo pipefail
if [ -x /usr/bin/chromium ] && fc-list 2>/dev/null | grep -qi 'wqy\|noto sans cjk'; then
  exit 0
fi
echo "Installing Debian's Chromium and a CJK font…"
export DEBIAN_FRONTEND=noninteractive
SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
$SUDO apt-get -o DPkg::Lock::Timeout=600 update -qq
$SUDO apt-get -o DPkg::Lock::Timeout=600 install -y -qq chromium fonts-wqy-zenhei >/dev/null
/usr/bin/chromium --version
