#!/usr/bin/env bash
# Debian packages the test suite needs, installed only when missing:
# - chromium: the hotel reply pages are tested in a real headless browser;
# - tmux: prompts are answered through a real pseudo-terminal;
# - postgresql: the PostgreSQL engine is tested against a private cluster the tests start (initdb, pg_ctl);
# - dovecot-imapd: inbound e-mail is read from a real IMAP server the tests start with their own configuration;
# - libxml2-utils: xmllint validates the OpenTravel messages against the official schemas (test/ota/schemas).
# Nothing is started here, and no system service is enabled.
set -euo pipefail
pg_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1; }
missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
command -v tmux >/dev/null 2>&1 || missing+=(tmux)
{ command -v initdb >/dev/null 2>&1 || [ -n "$(pg_bin)" ]; } || missing+=(postgresql)
{ command -v dovecot >/dev/null 2>&1 || [ -x /usr/sbin/dovecot ]; } || missing+=(dovecot-imapd)
command -v xmllint >/dev/null 2>&1 || missing+=(libxml2-utils)
if [ ${#missing[@]} -eq 0 ]; then
  echo "test dependencies present: chromium, tmux, postgresql, dovecot-imapd, libxml2-utils"
  exit 0
fi
SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
echo "installing ${missing[*]} with apt-get"
$SUDO apt-get update -qq
# policy-rc.d keeps the packages' own services from starting; the tests start private servers.
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" fonts-dejavu-core >/dev/null
