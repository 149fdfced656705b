#!/usr/bin/env bash
# Installs ghbrowse: the release binary (stripped), its highlighter library, the manual page and
# the bash, zsh and fish completions. `scripts/uninstall.sh` takes them away again.
#
#   scripts/install.sh [--prefix DIR] [--from BUILD_DIR]
#
#   --prefix DIR      where to install (default /usr/local): DIR/bin/ghbrowse,
#                     DIR/lib/ghbrowse/libGHBHighlight.so, DIR/share/man/man1/ghbrowse.1,
#                     DIR/share/{bash-completion/completions,zsh/site-functions,fish/vendor_completions.d}
#   --from BUILD_DIR  install the ghbrowse and libGHBHighlight.so already built there (for example
#                     .build/debug) instead of building the release ones
#
# ghbrowse finds the library beside itself or in ../lib/ghbrowse/, so the installed program and the
# one in the source tree both work. Uses sudo when DIR is not writable and you are not root.
set -euo pipefail
cd "$(dirname "$0")/.."
prefix=/usr/local
from=""
while [ $# -gt 0 ]; do
    case "$1" in
        --prefix) prefix="${2:?--prefix needs a directory}"; shift 2 ;;
        --prefix=*) prefix="${1#--prefix=}"; shift ;;
        --from) from="${2:?--from needs a directory}"; shift 2 ;;
        --from=*) from="${1#--from=}"; shift ;;
        -h|--help) sed -n '2,15p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "install.sh: unknown argument: $1 (see --help)" >&2; exit 2 ;;
    esac
done

if [ -z "$from" ]; then
    scripts/install-deps.sh
    source scripts/release-flags.sh
    swift build "${RELEASE_FLAGS[@]}" --product ghbrowse >&2
    swift build "${RELEASE_FLAGS[@]}" --product GHBHighlight >&2
    from=.build/release
fi
for file in ghbrowse libGHBHighlight.so; do
    [ -f "$from/$file" ] || { echo "install.sh: $from/$file is missing (build it first)" >&2; exit 1; }
done

sudo=""
probe="$prefix"
while [ ! -e "$probe" ]; do probe="$(dirname "$probe")"; done
if [ ! -w "$probe" ] && [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi

staging="$(mktemp -d)"
trap 'rm -rf "$staging"' EXIT
# Stripped copies: the release binary carries about 90 MB of debug information.
strip --strip-all -o "$staging/ghbrowse" "$from/ghbrowse"
strip --strip-unneeded -o "$staging/libGHBHighlight.so" "$from/libGHBHighlight.so"
"$staging/ghbrowse" --generate-completion-script bash > "$staging/ghbrowse.bash"
"$staging/ghbrowse" --generate-completion-script zsh > "$staging/_ghbrowse"
"$staging/ghbrowse" --generate-completion-script fish > "$staging/ghbrowse.fish"

$sudo install -d "$prefix/bin" "$prefix/lib/ghbrowse" "$prefix/share/man/man1" \
    "$prefix/share/bash-completion/completions" "$prefix/share/zsh/site-functions" \
    "$prefix/share/fish/vendor_completions.d"
$sudo install -m 755 "$staging/ghbrowse" "$prefix/bin/ghbrowse"
$sudo install -m 644 "$staging/libGHBHighlight.so" "$prefix/lib/ghbrowse/libGHBHighlight.so"
$sudo install -m 644 docs/ghbrowse.1 "$prefix/share/man/man1/ghbrowse.1"
$sudo install -m 644 "$staging/ghbrowse.bash" "$prefix/share/bash-completion/completions/ghbrowse"
$sudo install -m 644 "$staging/_ghbrowse" "$prefix/share/zsh/site-functions/_ghbrowse"
$sudo install -m 644 "$staging/ghbrowse.fish" "$prefix/share/fish/vendor_completions.d/ghbrowse.fish"
echo "installed ghbrowse $("$prefix/bin/ghbrowse" --version) in $prefix" >&2
