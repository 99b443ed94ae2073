#!/usr/bin/env bash
# Installs Debian's ffmpeg (ffmpeg and ffprobe: the material library reads videos with them, and the tests
# make their videos with them) when it is missing. Prints nothing on success; on failure, apt's own words.
# apt waits for another apt's lock (another install on the machine) instead of failing at once.
set -euo pipefail
if command -v ffmpeg >/dev/null 2>&1 && command -v ffprobe >/dev/null 2>&1; then exit 0; fi
export DEBIAN_FRONTEND=noninteractive
SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
LOG="$(mktemp)"
trap 'rm -f "$LOG"' EXIT
apt_get() { $SUDO apt-get -o DPkg::Lock::Timeout=600 "$@" >>"$LOG" 2>&1; }
# The package lists may be missing or stale (a fresh container): update once and try again.
if ! apt_get install -y -qq --no-install-recommends ffmpeg; then
  if ! { apt_get update -qq && apt_get install -y -qq --no-install-recommends ffmpeg; }; then
    cat "$LOG" >&2
    exit 1
  fi
fi
command -v ffprobe >/dev/null 2>&1 || { echo "ffmpeg was installed but ffprobe is missing" >&2; exit 1; }
