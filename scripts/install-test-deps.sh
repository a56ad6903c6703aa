#!/usr/bin/env bash
# Debian packages the test suite needs: chromium (the hotel reply page is tested in a real browser)
# and tmux (prompts are answered through a real pseudo-terminal). Skips what is already installed.
set -euo pipefail
missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
command -v tmux >/dev/null 2>&1 || missing+=(tmux)
if [ ${#missing[@]} -eq 0 ]; then
  echo "test dependencies present: chromium, tmux"
  exit 0
fi
SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
echo "installing ${missing[*]} with apt-get"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" fonts-dejavu-core >/dev/null
