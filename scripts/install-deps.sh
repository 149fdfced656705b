#!/usr/bin/env bash
# Installs the Debian packages ghbrowse needs, only those missing.
# Usage: scripts/install-deps.sh [extra-package …]
set -euo pipefail
packages=(libcurl4-openssl-dev libssl-dev libncurses-dev libcmark-gfm-dev libcmark-gfm-extensions-dev libkf5syntaxhighlighting-dev libjq-dev "$@")
missing=()
for package in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0
echo "Installing: ${missing[*]}" >&2
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
