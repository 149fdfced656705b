#!/usr/bin/env bash
# Removes what scripts/install.sh installed under the same prefix (default /usr/local).
#
#   scripts/uninstall.sh [--prefix DIR]
set -euo pipefail
prefix=/usr/local
case "${1:-}" in
    --prefix) prefix="${2:?--prefix needs a directory}" ;;
    --prefix=*) prefix="${1#--prefix=}" ;;
    "") ;;
    *) echo "uninstall.sh: unknown argument: $1" >&2; exit 2 ;;
esac
files=("$prefix/bin/ghbrowse" "$prefix/lib/ghbrowse/libGHBHighlight.so" "$prefix/share/man/man1/ghbrowse.1"
       "$prefix/share/bash-completion/completions/ghbrowse" "$prefix/share/zsh/site-functions/_ghbrowse"
       "$prefix/share/fish/vendor_completions.d/ghbrowse.fish")
sudo=""
if [ -e "$prefix/bin/ghbrowse" ] && [ ! -w "$prefix/bin" ] && [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
$sudo rm -f "${files[@]}"
$sudo rmdir "$prefix/lib/ghbrowse" 2>/dev/null || true
echo "removed ghbrowse from $prefix" >&2
